import { getOperation, getResource, operationAt, representText } from '../../providers/homes';
import { resourceNameKey } from '../../registry/labels';
import { fillPath, matchPath } from '../../registry/operations';
import { type OutboxItem, recordOf, replayGroup } from '../outboxItem';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the tasks tab knows of an itinerary from the driver's day it has read: its number and stops' order. */
export interface KnownDay {
  id: string;
  numero?: number | string | null;
  paradas: { id: string }[];
}

export interface ItemDescription {
  text: string;
  /** Where "open the record" leads; none for a file on its own. */
  link?: string;
}

/** The path of a stop's finish (the declared `finishStop`), by which the driver's page finds it queued (ItinerarioMobile). */
export const finishPath = (itinerario: string, parada: string) => fillPath(getOperation('finishStop')!.path, { id: itinerario, paradaId: parada });

/** The itinerary and stop a queued finish names. */
const finishOf = (path: string) => {
  const params = matchPath(operationAt('PUT', path)?.path ?? getOperation('finishStop')!.path, path) ?? {};
  return { itinerario: params.id ?? '', parada: params.paradaId ?? '' };
};

/**
 * A queued write in words, from its method and path alone: the resource's declared name and the
 * record's display field when the body carries it; a finish by its stop's order in the day the
 * device read; a file sent alone as a photo or a file.
 */
export const describeItem = (item: Pick<OutboxItem, 'method' | 'path' | 'body' | 'blob'>, translate: Translate, days: KnownDay[] = []): ItemDescription => {
  if (item.blob) return { text: translate(item.blob.type.startsWith('image/') ? 'app.offline.tasks.photo' : 'app.offline.tasks.file') };
  if (replayGroup(item) === 'finish') {
    const { itinerario, parada } = finishOf(item.path);
    const day = days.find((d) => d.id === itinerario);
    const n = day ? day.paradas.findIndex((s) => s.id === parada) + 1 : 0;
    const link = `/itinerarios-mobile/${encodeURIComponent(itinerario)}`;
    return day && n > 0 && day.numero != null
      ? { text: translate('app.offline.tasks.finish', { n, numero: day.numero }), link }
      : { text: translate('app.offline.tasks.finish_unknown'), link };
  }
  const { resource, id } = recordOf(item);
  const r = getResource(resource);
  const body = item.body && typeof item.body === 'object' ? (item.body as Record<string, unknown>) : undefined;
  const name = r && body && body[r.display] != null ? representText(r, body) : '';
  // Inside a sentence: "Change point Ponto 1", not "Change Point Ponto 1".
  const what = translate(r ? resourceNameKey(resource) : 'app.offline.tasks.record', { smart_count: 1 }).toLocaleLowerCase();
  const verb = item.method === 'POST' ? 'create' : item.method === 'DELETE' ? 'delete' : 'update';
  const text = translate(`app.offline.tasks.${verb}${name ? '' : '_unnamed'}`, { resource: what, name });
  // A queued create has no record on the server yet, and a deleted one none any more.
  const link = r && id && verb === 'update' ? `/${resource}/${encodeURIComponent(id)}` : undefined;
  return { text, link };
};

import { getOperation, getResource, operationAt, representText } from '../../providers/homes';
import { fieldLabelKey, lineLabelKey, resourceNameKey } from '../../registry/labels';
import { fillPath, matchPath } from '../../registry/operations';
import { type OutboxItem, recordOf, replayGroup } from '../outboxItem';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the outbox page knows of an itinerary from the driver's day it has read: its number and stops' order. */
export interface KnownDay {
  id: string;
  numero?: number | string | null;
  paradas: { id: string }[];
}

export interface ItemDescription {
  text: string;
  /** Where "open the record" leads; none for a file on its own. */
  link?: string;
  /** The link opens the write to be corrected (a refused finish reopens its dialog), not only its record. */
  fix?: boolean;
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
export const describeItem = (item: Pick<OutboxItem, 'method' | 'path' | 'body' | 'blob'> & Partial<Pick<OutboxItem, 'state' | 'error'>>, translate: Translate, days: KnownDay[] = []): ItemDescription => {
  if (item.blob) return { text: translate(item.blob.type.startsWith('image/') ? 'app.offline.tasks.photo' : 'app.offline.tasks.file') };
  if (replayGroup(item) === 'finish') {
    const { itinerario, parada } = finishOf(item.path);
    const day = days.find((d) => d.id === itinerario);
    const n = day ? day.paradas.findIndex((s) => s.id === parada) + 1 : 0;
    // A finish refused for what it carries (400) opens its stop's dialog with what was typed (issue 28).
    const fix = item.state === 'refused' && item.error?.status === 400;
    const link = `/itinerarios-mobile/${encodeURIComponent(itinerario)}${fix ? `?parada=${encodeURIComponent(parada)}` : ''}`;
    const text = day && n > 0 && day.numero != null ? translate('app.offline.tasks.finish', { n, numero: day.numero }) : translate('app.offline.tasks.finish_unknown');
    return fix ? { text, link, fix } : { text, link };
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

/** The catalog key of a field a refusal names: a finish's by the stop's line field, another write's by its resource's field. */
export const refusedFieldKey = (item: Pick<OutboxItem, 'method' | 'path'>, field: string): string | undefined => {
  if (replayGroup(item) === 'finish') {
    const line = getResource('itinerarios')?.fields.paradas;
    return line?.kind === 'lines' && line.fields?.[field] ? lineLabelKey('itinerarios', 'paradas', field) : undefined;
  }
  const r = getResource(recordOf(item).resource);
  return r?.fields[field] ? fieldLabelKey(r, field) : undefined;
};

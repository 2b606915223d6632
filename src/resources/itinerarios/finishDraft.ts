import { type OutboxItem, referencedItems } from '../../offline/outboxItem';
import { type ReceiverDocument, RECEIVER_DOCUMENTS, documentKindOf, type finishBody } from './index';
import type { z } from 'zod';

/** A photo of a finish: one to send (its blob), or one the server already has (its id), with what shows it. */
export interface FinishPhoto {
  blob?: Blob;
  id?: string;
}

/** What the driver has typed in a stop's finish dialog. */
export interface FinishDraft {
  /** ISO, or 'invalid' while the typed text is no date yet. */
  when: string | null;
  ocorrencia_id: string;
  observacao: string;
  recebedor_nome: string;
  recebedor_documento: string;
  recebedor_documento_tipo: ReceiverDocument;
  position?: { lat: number; lng: number };
  photo?: FinishPhoto;
}

/** A refused finish being corrected: the outbox items it replaces once the new one is sent or kept. */
export interface Replacing {
  finish: string;
  /** Its photo's item, when the photo goes again as a new upload. */
  photo?: string;
}

export const emptyDraft = (): FinishDraft => ({
  when: new Date().toISOString(), ocorrencia_id: '', observacao: '', recebedor_nome: '', recebedor_documento: '', recebedor_documento_tipo: 'cpf',
});

/** Any UUID stands for a chosen photo while the dialog checks: its id is known only once it is uploaded. */
const PHOTO_TO_COME = '00000000-0000-4000-8000-000000000000';

/** The body the dialog sends: empty texts as none, the photo by its id (`fotoId`), or a stand-in while checking. */
export const bodyOf = (d: FinishDraft, fotoId?: string | null): z.input<typeof finishBody> => ({
  finalizado_em: d.when && d.when !== 'invalid' ? new Date(d.when).toISOString() : (d.when as string),
  ocorrencia_id: d.ocorrencia_id || null,
  observacao: d.observacao || null,
  recebedor_nome: d.recebedor_nome.trim() || null,
  recebedor_documento: d.recebedor_documento.trim() || null,
  recebedor_documento_tipo: d.recebedor_documento.trim() ? d.recebedor_documento_tipo : null,
  lat: d.position?.lat ?? null,
  lng: d.position?.lng ?? null,
  foto_id: fotoId !== undefined ? fotoId : d.photo?.id ?? (d.photo?.blob ? PHOTO_TO_COME : null),
});

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The draft a refused finish gives back: what was typed, and its photo, taken from the outbox.
 * A photo the server accepted is named by its id (sent again it would be a second file); one it
 * never took goes again from the blob kept on the phone.
 */
export const draftOf = (refused: OutboxItem, items: readonly OutboxItem[]): { draft: FinishDraft; replacing: Replacing } => {
  const body = (refused.body ?? {}) as Record<string, unknown>;
  const [photoItemId] = referencedItems(body.foto_id);
  const photoItem = items.find((i) => i.id === photoItemId);
  const accepted = photoItem?.state === 'accepted' ? (photoItem.answer as { id?: unknown } | undefined)?.id : undefined;
  const photo: FinishPhoto | undefined = photoItem
    ? { blob: photoItem.blob, id: typeof accepted === 'string' ? accepted : undefined }
    : typeof body.foto_id === 'string' ? { id: body.foto_id } : undefined;
  // A finish queued by an older build carries no kind: the one the server would have read it as.
  const kind = RECEIVER_DOCUMENTS.find((k) => k === body.recebedor_documento_tipo)
    ?? (text(body.recebedor_documento) ? documentKindOf(text(body.recebedor_documento)) : emptyDraft().recebedor_documento_tipo);
  return {
    draft: {
      when: text(body.finalizado_em) || refused.capturedAt,
      ocorrencia_id: text(body.ocorrencia_id),
      observacao: text(body.observacao),
      recebedor_nome: text(body.recebedor_nome),
      recebedor_documento: text(body.recebedor_documento),
      recebedor_documento_tipo: kind,
      position: typeof body.lat === 'number' && typeof body.lng === 'number' ? { lat: body.lat, lng: body.lng } : undefined,
      photo,
    },
    replacing: { finish: refused.id, ...(photoItem && !photo?.id ? { photo: photoItem.id } : {}) },
  };
};

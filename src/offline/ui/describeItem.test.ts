// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import type { I18nProvider } from 'react-admin';
import { createI18nProvider } from '../../providers/i18nProvider';
import { relativeAge, isStale, STALE_MS } from './age';
import { describeItem } from './describeItem';

let pt: I18nProvider;
let en: I18nProvider;
beforeAll(async () => {
  [pt, en] = await Promise.all([createI18nProvider('pt'), createI18nProvider('en')]);
});
const t = (i18n: () => I18nProvider) => (key: string, options?: Record<string, unknown>) => i18n().translate(key, options);

const day = { id: 'it-1', numero: 12, paradas: [{ id: 's1' }, { id: 's2' }, { id: 's3' }] };

describe('a queued write in words (the outbox page)', () => {
  it('names a finish by its stop and itinerary when the device read that day, and links to the driver\'s page', () => {
    const item = { method: 'PUT' as const, path: '/itinerarios/it-1/pontos/s3/finalizar', body: { finalizado_em: '2026-11-24T10:00:00Z' } };
    expect(describeItem(item, t(() => en), [day])).toEqual({ text: 'Finish stop 3 of itinerary 12', link: '/itinerarios-mobile/it-1' });
    expect(describeItem(item, t(() => pt), [day]).text).toBe('Finalizar a parada 3 do itinerário 12');
    expect(describeItem(item, t(() => en), []).text).toBe('Finish a stop');
  });

  it('names any declared resource\'s update by its declared name and display field, with the record\'s link', () => {
    const item = { method: 'PUT' as const, path: '/pontos/p-9', body: { codigo: 'P-001', nome_fantazia: 'Doca Norte', version: 2 } };
    expect(describeItem(item, t(() => en))).toEqual({ text: 'Change point P-001 - Doca Norte', link: '/pontos/p-9' });
    expect(describeItem(item, t(() => pt)).text).toBe('Alterar ponto P-001 - Doca Norte');
    expect(describeItem({ method: 'PUT', path: '/veiculos/v-1', body: { modelo: 'Furgão' } }, t(() => en)).text).toBe('Change vehicle');
  });

  it('gives a create no link (no record yet) and a photo sent alone its kind', () => {
    expect(describeItem({ method: 'POST', path: '/ocorrencias', body: { nome: 'Avaria' } }, t(() => en))).toEqual({ text: 'New occurrence Avaria', link: undefined });
    const photo = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });
    expect(describeItem({ method: 'POST', path: '/arquivos', blob: photo }, t(() => pt))).toEqual({ text: 'Foto' });
    expect(describeItem({ method: 'POST', path: '/arquivos', blob: new Blob(['x'], { type: 'application/pdf' }) }, t(() => en)).text).toBe('File');
  });
});

describe('the age of the oldest write', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it('reads in the page language, in the largest whole unit', () => {
    expect(relativeAge('2026-11-24T10:00:00Z', 'en', now)).toBe('2 hours ago');
    expect(relativeAge('2026-11-24T10:00:00Z', 'pt', now)).toBe('há 2 horas');
    expect(relativeAge('2026-11-21T11:00:00Z', 'fr', now)).toBe('il y a 3 jours');
    expect(relativeAge('2026-11-24T11:59:30Z', 'en', now)).toBe('now');
  });
  it('is stale past 3 days', () => {
    expect(isStale(new Date(now - STALE_MS - 1).toISOString(), now)).toBe(true);
    expect(isStale(new Date(now - STALE_MS + 60_000).toISOString(), now)).toBe(false);
    expect(isStale(undefined, now)).toBe(false);
  });
});

import type { InjectOptions } from 'fastify';
import Polyglot from 'node-polyglot';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../src/providers/catalogs';
import { USER_TYPES } from '../../src/registry/seedIds';
import { bearer, signedInApp } from './helpers';

// Messages name things as the screens do: a resource by its translated name (a line table as
// the resource it belongs to), a field by its translated label, never by a table or key.
type Body = Record<string, unknown>;
const t = signedInApp();
const browser: Record<string, Polyglot> = {};
const LANGUAGES = { pt: 'pt-BR', en: 'en' } as const;

const api = (method: InjectOptions['method'], url: string, payload?: unknown, language = 'en') =>
  t.app.inject({ method, url, headers: { ...bearer(t.admin), 'accept-language': language }, ...(payload === undefined ? {} : { payload: payload as Body }) });
const ok = async (method: InjectOptions['method'], url: string, payload?: unknown): Promise<Body> => {
  const res = await api(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};
let n = 0;
const place = () => ok('POST', '/v1/pontos', { codigo: `NM-${++n}`, nome_fantazia: `Ponto ${n}`, cidade: 'Campinas', uf: 'SP' });

beforeAll(async () => {
  for (const l of ['en', 'pt'] as const) browser[l] = new Polyglot({ phrases: await loadMessages(l), locale: l });
});

describe('names in error messages', () => {
  it("a point used by a route's stop cannot be deleted, and the message names the routes", async () => {
    const [a, b] = [await place(), await place()];
    await ok('POST', '/v1/rotas', { codigo: `NM-ROTA-${++n}`, nome: 'Rota nomeada', paradas: [{ ponto_id: a.id }, { ponto_id: b.id }] });
    for (const [lang, header] of Object.entries(LANGUAGES)) {
      const res = await api('DELETE', `/v1/pontos/${a.id}`, undefined, header);
      expect(res.statusCode, res.body).toBe(409);
      const rotas = browser[lang].t('resources.rotas.name', { smart_count: 2 });
      expect(res.json().message).toBe(browser[lang].t('app.errors.conflict_reference', { resource: rotas }));
    }
    expect((await api('GET', `/v1/pontos/${a.id}`)).statusCode).toBe(200);
  });

  it("the stops of an itinerary under way are locked, and the message and the field's own name its label", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const motorista = await ok('POST', '/v1/usuarios', {
      firstName: 'Motorista Nomes', email: `motorista-nomes-${++n}@exemplo.com.br`, password: 'motorista-123', tipo_id: USER_TYPES.motorista.id, roles: [],
    });
    const veiculo = await ok('POST', '/v1/veiculos', { placa: `NMS${String(++n).padStart(4, '0')}`, modelo: 'Truck' });
    const [a, b] = [await place(), await place()];
    const it = await ok('POST', '/v1/itinerarios', {
      data: today, motorista_id: motorista.id, veiculo_id: veiculo.id, paradas: [{ ponto_id: a.id }, { ponto_id: b.id }],
    });
    const stops = it.paradas as Body[];
    // The first finish starts the itinerary; from then on its stops stay as they are. Today and
    // now: a finish may not be ahead of the server's clock (docs/domain.md "Finishing stops").
    const started = await ok('PUT', `/v1/itinerarios/${it.id}/pontos/${stops[0].id}/finalizar`, { finalizado_em: new Date().toISOString() });
    for (const [lang, header] of Object.entries(LANGUAGES)) {
      const res = await api('PUT', `/v1/itinerarios/${it.id}`, { paradas: [...stops].reverse(), version: started.version }, header);
      expect(res.statusCode, res.body).toBe(409);
      const label = browser[lang].t('resources.itinerarios.fields.paradas');
      const { message, fields } = res.json() as { message: string; fields: Record<string, string> };
      expect(message.startsWith(`${label} `), message).toBe(true);
      expect(fields.paradas).toBe(message);
      expect(message).not.toContain('paradas ');
    }
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import expedicoes from '../../src/resources/expedicoes';
import romaneios from '../../src/resources/romaneios';
import { USER_TYPES } from '../../src/registry/seedIds';
import { cnpjFrom } from '../../server/db/demo';
import { signedInApp } from './helpers';

/** Packing lists (docs/domain.md "Warehousing"): their lines carry the notes; each note's romaneio_id follows. */
type Body = Record<string, unknown>;
const R = romaneios.statusIds;
const E = expedicoes.statusIds;
const t = signedInApp();
let destinatario: string;
let pesado: string;
let leve: string;
const today = new Date().toISOString().slice(0, 10);

const { api, ok } = t;

let n = 0;
/** A note of 2 × 12.5 kg + 4 × 0.25 kg = 26 kg. */
const note = (volumes = 3) => ok('POST', '/v1/expedicoes', {
  numero_nf: String(1000 + ++n), serie: '1', destinatario_id: destinatario, data: today, volumes,
  itens: [{ material_id: pesado, quantidade: 2 }, { material_id: leve, quantidade: 4 }],
});
const lines = (...notes: Body[]) => notes.map((e) => ({ expedicao_id: e.id }));
const romaneioOf = async (e: Body) => (await ok('GET', `/v1/expedicoes/${e.id}`)).romaneio_id;

beforeAll(async () => {
  destinatario = (await ok('POST', '/v1/destinatarios', { nome: 'Destinatário Romaneio', cpf_cnpj: cnpjFrom('11222333') })).id as string;
  pesado = (await ok('POST', '/v1/materiais', { codigo: 'ROM-P', descricao: 'Caixa pesada', unidade: 'CX', peso_kg: 12.5 })).id as string;
  leve = (await ok('POST', '/v1/materiais', { codigo: 'ROM-L', descricao: 'Caixa leve', unidade: 'CX', peso_kg: 0.25 })).id as string;
});

describe('romaneios', () => {
  it('carries its notes: romaneio_id set and cleared by its lines; volumes and weight computed by the server', async () => {
    const [a, b] = [await note(3), await note(5)];
    // Values the server computes are no client's to send.
    const sent = await api('POST', '/v1/romaneios', { data: today, expedicoes: lines(a, b), volumes: 999, peso_total: 1 });
    expect([sent.statusCode, Object.keys(sent.json().fields)]).toEqual([400, ['volumes', 'peso_total']]);
    const r = await ok('POST', '/v1/romaneios', { data: today, expedicoes: lines(a, b) });
    expect([r.volumes, Number(r.peso_total)]).toEqual([8, 52]);
    expect([await romaneioOf(a), await romaneioOf(b)]).toEqual([r.id, r.id]);
    const after = await ok('PUT', `/v1/romaneios/${r.id}`, { expedicoes: lines(a), version: r.version });
    expect([after.volumes, Number(after.peso_total)]).toEqual([3, 26]);
    expect([await romaneioOf(a), await romaneioOf(b)]).toEqual([r.id, null]);
    // The note's change is audited as its own write.
    const audit = await t.pool.query("SELECT action FROM auditoria WHERE resource = 'expedicoes' AND record_id = $1", [b.id]);
    expect(audit.rows.map((x) => x.action)).toEqual(['create', 'update', 'update']);
  });

  it('a note on another live list: 409 naming that list; a cancelled note: 409; cancelling frees the notes', async () => {
    const a = await note();
    const first = await ok('POST', '/v1/romaneios', { data: today, expedicoes: lines(a) });
    const res = await api('POST', '/v1/romaneios', { data: today, expedicoes: lines(a) });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(String(first.numero));
    expect(Object.keys(res.json().errors ?? res.json().fields ?? {})).toContain('expedicoes.0.expedicao_id');
    // Closed is still live.
    const closed = await ok('PUT', `/v1/romaneios/${first.id}`, { status_id: R.fechado, version: first.version });
    expect((await api('POST', '/v1/romaneios', { data: today, expedicoes: lines(a) })).statusCode).toBe(409);
    const reopened = await ok('PUT', `/v1/romaneios/${first.id}`, { status_id: R.aberto, version: closed.version });
    await ok('PUT', `/v1/romaneios/${first.id}`, { status_id: R.cancelado, version: reopened.version });
    expect(await romaneioOf(a)).toBeNull();
    const second = await ok('POST', '/v1/romaneios', { data: today, expedicoes: lines(a) });
    expect(await romaneioOf(a)).toBe(second.id);

    const c = await note();
    await ok('PUT', `/v1/expedicoes/${c.id}`, { status_id: E.cancelada, version: c.version });
    const refused = await api('POST', '/v1/romaneios', { data: today, expedicoes: lines(c) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(String(c.numero_nf));
  });

  it('a shipped note goes on a list too (a system write of its readOnly romaneio_id); deleting the list frees it', async () => {
    const a = await note();
    await t.pool.query('UPDATE expedicoes SET status_id = $2 WHERE id = $1', [a.id, E.expedida]);
    const r = await ok('POST', '/v1/romaneios', { data: today, expedicoes: lines(a) });
    expect(await romaneioOf(a)).toBe(r.id);
    // The client cannot write it.
    const fresh = await ok('GET', `/v1/expedicoes/${a.id}`);
    const sneaky = await api('PUT', `/v1/expedicoes/${a.id}`, { romaneio_id: null, version: fresh.version });
    expect(sneaky.statusCode).toBeGreaterThanOrEqual(400);
    expect(await romaneioOf(a)).toBe(r.id);
    await ok('DELETE', `/v1/romaneios/${r.id}`);
    expect(await romaneioOf(a)).toBeNull();
  });

  it('two lists racing for one note: exactly one wins, the other is 409', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await note();
      const results = await Promise.all([1, 2, 3].map(() => api('POST', '/v1/romaneios', { data: today, expedicoes: lines(a) })));
      const codes = results.map((x) => x.statusCode).sort();
      expect(codes).toEqual([201, 409, 409]);
      const winner = results.find((x) => x.statusCode === 201)!.json();
      expect(await romaneioOf(a)).toBe(winner.id);
    }
  });

  it('needs view-romaneios', async () => {
    const email = `rom${Date.now()}@example.com`;
    await ok('POST', '/v1/usuarios', { firstName: 'Sem romaneio', email, password: 'romaneio-123', tipo_id: USER_TYPES.outros.id, roles: ['view-saidas'] });
    const token = (await t.login(email, 'romaneio-123')).access;
    const a = await note();
    expect((await api('POST', '/v1/romaneios', { data: today, expedicoes: lines(a) }, token)).statusCode).toBe(403);
    const r = await ok('POST', '/v1/romaneios', { data: today, expedicoes: lines(a) });
    expect((await api('PUT', `/v1/romaneios/${r.id}`, { status_id: R.cancelado, version: r.version }, token)).statusCode).toBe(403);
    expect((await api('DELETE', `/v1/romaneios/${r.id}`, undefined, token)).statusCode).toBe(403);
    expect(await romaneioOf(a)).toBe(r.id);
  });
});

import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromPgError } from '../../server/errors';
import agendamentos from '../../src/resources/agendamentos';
import { bearer, signedInApp } from './helpers';

/** Dock bookings (docs/domain.md "Warehousing"): docks from the settings, one live booking per dock slot, NF-e keys, lifecycle. */
type Body = Record<string, unknown>;
const A = agendamentos.statusIds;
const t = signedInApp();

const api = (method: InjectOptions['method'], url: string, payload?: unknown, lang = 'en') =>
  t.app.inject({ method, url, headers: { ...bearer(t.admin), 'accept-language': lang }, ...(payload === undefined ? {} : { payload: payload as Body }) });
// Each test books its own day (two, for a booking over midnight) so tests do not collide.
let day = 0;
const nextDay = () => `2027-03-${String(++day).padStart(2, '0')}`;
/** yyyy-MM-dd as the messages write a day: dd/MM/yyyy in every language (docs/domain.md "Dates and times"). */
const dmy = (iso: string) => iso.split('-').reverse().join('/');
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const book = (data: string, hora_inicio: string, hora_fim: string, doca = 1, extra: Body = {}, lang = 'en') =>
  api('POST', '/v1/agendamentos', { tipo: 'recebimento', data, hora_inicio, hora_fim, doca, ...extra }, lang);
const move = (b: Body, status_id: string) => api('PUT', `/v1/agendamentos/${b.id}`, { status_id, version: b.version });

// A valid access key: 43 positions and the mod-11 check digit (see src/registry/nfe.test.ts).
const KEY = '35240112345678000190550010000001231000000012';

beforeAll(async () => {
  await t.pool.query('UPDATE configuracoes SET docas = 4');
});

describe('agendamentos: one live booking per dock slot', () => {
  it('refuses an overlap with 409 naming the other booking, its day (as the reader writes it) and times, translated', async () => {
    const d = nextDay();
    const first = (await book(d, '10:00', '11:00')).json();
    const res = await book(d, '10:30', '11:30');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Dock 1 is already booked by booking ${first.numero} on ${dmy(d)}, from 10:00 to 11:00`);
    expect(res.json().fields.doca).toBeDefined();
    const pt = await book(d, '09:00', '10:01', 1, {});
    expect(pt.statusCode).toBe(409);
    const ptRes = await api('POST', '/v1/agendamentos', { tipo: 'recebimento', data: d, hora_inicio: '09:30', hora_fim: '12:00', doca: 1 }, 'pt-BR');
    expect(ptRes.json().message).toBe(`A doca 1 já está reservada pelo agendamento ${first.numero} em ${dmy(d)}, das 10:00 às 11:00`);
  });

  it('lets touching slots and other docks stand', async () => {
    const d = nextDay();
    expect((await book(d, '10:00', '11:00')).statusCode).toBe(201);
    expect((await book(d, '11:00', '12:00')).statusCode).toBe(201);
    expect((await book(d, '09:00', '10:00')).statusCode).toBe(201);
    expect((await book(d, '10:00', '12:00', 2)).statusCode).toBe(201);
    expect((await book(nextDay(), '10:00', '12:00', 1)).statusCode).toBe(201);
  });

  it('ignores cancelled and no-show bookings', async () => {
    const d = nextDay();
    const a = (await book(d, '08:00', '09:00')).json();
    expect((await move(a, A.cancelado)).statusCode).toBe(200);
    const b = (await book(d, '08:00', '09:00')).json();
    expect(b.id).toBeDefined();
    expect((await move(b, A.naoCompareceu)).statusCode).toBe(200);
    expect((await book(d, '08:30', '09:30')).statusCode).toBe(201);
  });

  it('refuses moving a booking onto a taken slot, and lets it be edited in place', async () => {
    const d = nextDay();
    const a = (await book(d, '08:00', '09:00')).json();
    const b = (await book(d, '09:00', '10:00')).json();
    const moved = await api('PUT', `/v1/agendamentos/${b.id}`, { hora_inicio: '08:30', version: b.version });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toContain(`booking ${a.numero}`);
    expect((await api('PUT', `/v1/agendamentos/${a.id}`, { hora_fim: '08:45', version: a.version })).statusCode).toBe(200);
    expect((await api('PUT', `/v1/agendamentos/${b.id}`, { hora_inicio: '08:45', version: b.version })).statusCode).toBe(200);
  });

  it('lets exactly one of ten concurrent bookings of one slot win; the others get 409 naming it', async () => {
    const d = nextDay();
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => book(d, `10:${String(i).padStart(2, '0')}`, '11:00', 3)));
    const won = results.filter((r) => r.statusCode === 201);
    expect(won).toHaveLength(1);
    const numero = won[0].json().numero;
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toContain(`booking ${numero}`);
    }
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM agendamentos WHERE data = $1 AND doca = 3', [d]);
    expect(rows[0].n).toBe(1);
  });

  it('takes a booking over midnight (an end before the start is the next day) and keeps the next day\'s slots free around it', async () => {
    const d = nextDay();
    const next = dayAfter(d);
    day++;
    const night = await book(d, '22:00', '02:00', 2);
    expect(night.statusCode, night.body).toBe(201);
    const clash = await book(next, '01:00', '03:00', 2, {}, 'pt-BR');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(`A doca 2 já está reservada pelo agendamento ${night.json().numero} em ${dmy(d)}, das 22:00 às 02:00`);
    expect((await book(d, '21:00', '22:30', 2)).statusCode).toBe(409);
    expect((await book(next, '02:00', '03:00', 2)).statusCode).toBe(201);
    expect((await book(d, '21:00', '22:00', 2)).statusCode).toBe(201);
    // The database decides past the hook too: its constraint reads the same end.
    await expect(t.pool.query(
      'INSERT INTO agendamentos (id, tipo, data, hora_inicio, hora_fim, doca, status_id) VALUES (gen_random_uuid(), \'recebimento\', $1, \'01:30\', \'01:45\', 2, $2)', [next, A.agendado],
    )).rejects.toMatchObject({ code: '23P01' });
    const same = await book(nextDay(), '10:00', '10:00');
    expect(same.statusCode).toBe(400);
    expect(Object.keys(same.json().fields)).toEqual(['hora_fim']);
  });

  it('lets one of ten concurrent bookings around midnight win, the slots on either side of it racing alike', async () => {
    const d = nextDay();
    const next = dayAfter(d);
    day++;
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2
      ? book(d, `23:${String(10 + i).padStart(2, '0')}`, '00:30', 3)
      : book(next, '00:00', `00:${String(20 + i).padStart(2, '0')}`, 3))));
    const won = results.filter((r) => r.statusCode === 201);
    expect(won, results.map((r) => r.body).join('\n')).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toContain(`booking ${won[0].json().numero}`);
    }
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM agendamentos WHERE data IN ($1, $2) AND doca = 3', [d, next]);
    expect(rows[0].n).toBe(1);
  });

  it('keeps the exclusion constraint as the decider past the hook, its violation a 409 and never a 500', async () => {
    const d = nextDay();
    await book(d, '14:00', '15:00', 4);
    await expect(t.pool.query(
      'INSERT INTO agendamentos (id, data, hora_inicio, hora_fim, doca, status_id) VALUES (gen_random_uuid(), $1, \'14:30\', \'15:30\', 4, $2)', [d, A.agendado],
    )).rejects.toMatchObject({ code: '23P01', constraint: 'agendamentos_doca_livre' });
    expect(fromPgError({ code: '23P01', constraint: 'agendamentos_doca_livre' })).toMatchObject({ statusCode: 409, key: 'app.errors.conflict_exclusion' });
  });
});

describe('agendamentos: docks and NF-e keys', () => {
  it('refuses a dock above configuracoes.docas under doca, and any dock once docas is unset', async () => {
    const res = await book(nextDay(), '10:00', '11:00', 5);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.doca).toBe('The dock must be between 1 and 4 (settings)');
    expect((await book(nextDay(), '10:00', '11:00', 4)).statusCode).toBe(201);
    await t.pool.query('UPDATE configuracoes SET docas = NULL');
    try {
      expect((await book(nextDay(), '10:00', '11:00', 5)).statusCode).toBe(201);
    } finally {
      await t.pool.query('UPDATE configuracoes SET docas = 4');
    }
  });

  it('takes good access keys and refuses a wrong check digit or shape under the line', async () => {
    const good = await book(nextDay(), '10:00', '11:00', 1, { notas: [{ chave_acesso: KEY }] });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().notas[0].chave_acesso).toBe(KEY);
    const dv = await book(nextDay(), '10:00', '11:00', 1, { notas: [{ chave_acesso: KEY }, { chave_acesso: `${KEY.slice(0, 43)}3` }] });
    expect(dv.statusCode).toBe(400);
    expect(Object.keys(dv.json().fields)).toEqual(['notas.1.chave_acesso']);
    const shape = await book(nextDay(), '10:00', '11:00', 1, { notas: [{ chave_acesso: '1234' }] });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().fields['notas.0.chave_acesso']).toBeDefined();
  });

  it('takes a supplier\'s NF number instead of a key; a line with neither is refused under it, translated', async () => {
    const good = await book(nextDay(), '10:00', '11:00', 1, { notas: [{ numero_nf: '1001' }, { chave_acesso: KEY }] });
    expect(good.statusCode, good.body).toBe(201);
    expect(good.json().notas.map((n: Body) => [n.numero_nf ?? null, n.chave_acesso ?? null])).toEqual([['1001', null], [null, KEY]]);
    const empty = await book(nextDay(), '10:00', '11:00', 1, { notas: [{ numero_nf: '7' }, {}] }, 'pt-BR');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ 'notas.1.numero_nf': 'Informe o número da NF ou a chave de acesso' });
    const letters = await book(nextDay(), '10:00', '11:00', 1, { notas: [{ numero_nf: 'NF12' }] });
    expect(letters.statusCode).toBe(400);
    expect(Object.keys(letters.json().fields)).toEqual(['notas.0.numero_nf']);
  });
});

describe('agendamentos: lifecycle', () => {
  it('goes Agendado → Em andamento → Concluído and refuses other moves', async () => {
    const a = (await book(nextDay(), '10:00', '11:00')).json();
    const started = await move(a, A.emAndamento);
    expect(started.statusCode).toBe(200);
    expect((await move(started.json(), A.cancelado)).statusCode).toBe(409);
    expect((await move(started.json(), A.agendado)).statusCode).toBe(409);
    const done = await move(started.json(), A.concluido);
    expect(done.statusCode).toBe(200);
    expect((await move(done.json(), A.emAndamento)).statusCode).toBe(409);
  });

  it('goes Agendado → Cancelado or Não compareceu, both final', async () => {
    const d = nextDay();
    const a = (await book(d, '10:00', '11:00')).json();
    const b = (await book(d, '11:00', '12:00')).json();
    const cancelled = (await move(a, A.cancelado)).json();
    const noShow = (await move(b, A.naoCompareceu)).json();
    expect(noShow.status_id).toBe(A.naoCompareceu);
    expect((await move(cancelled, A.agendado)).statusCode).toBe(409);
    expect((await move(noShow, A.emAndamento)).statusCode).toBe(409);
    expect((await move(cancelled, A.concluido)).statusCode).toBe(409);
  });
});

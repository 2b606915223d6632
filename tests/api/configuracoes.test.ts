import { describe, expect, it } from 'vitest';
import { bearer, signedInApp } from './helpers';

const t = signedInApp();

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, lang = 'en', payload?: object) =>
  t.app.inject({ method, url, headers: { ...bearer(t.admin), 'accept-language': lang }, ...(payload ? { payload } : {}) });

const current = async () => (await call('GET', '/v1/configuracoes?sort=created_at&order=asc&limit=1')).json().data[0] as { id: string };

describe('configuracoes: the current settings cannot be deleted', () => {
  it('answers 409 in the caller\'s language and keeps the row', async () => {
    const { id } = await current();
    const en = await call('DELETE', `/v1/configuracoes/${id}`);
    expect(en.statusCode).toBe(409);
    expect(en.json()).toMatchObject({ statusCode: 409, error: 'Conflict', message: 'The current settings cannot be deleted' });
    const pt = await call('DELETE', `/v1/configuracoes/${id}`, 'pt-BR');
    expect(pt.statusCode).toBe(409);
    expect(pt.json().message).toBe('As configurações atuais não podem ser excluídas');
    expect((await call('GET', `/v1/configuracoes/${id}`)).statusCode).toBe(200);
    expect((await current()).id).toBe(id);
  });

  it('deletes a later copy, which is not the current one', async () => {
    const { id: currentId } = await current();
    const copy = await call('POST', '/v1/configuracoes', 'en', { nome_empresa: 'Cópia antiga' });
    expect(copy.statusCode).toBe(201);
    const deleted = await call('DELETE', `/v1/configuracoes/${copy.json().id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/v1/configuracoes/${copy.json().id}`)).statusCode).toBe(404);
    expect((await current()).id).toBe(currentId);
  });
});

describe('configuracoes: the time zone is one PostgreSQL knows (issue 15 point 8)', () => {
  const put = async (fuso_horario: unknown, lang = 'en') => {
    const row = (await call('GET', `/v1/configuracoes/${(await current()).id}`)).json();
    return t.app.inject({
      method: 'PUT', url: `/v1/configuracoes/${row.id}`,
      headers: { ...bearer(t.admin), 'accept-language': lang }, payload: { fuso_horario, version: row.version },
    });
  };
  // The board and the map answer; the admin has no itinerary of the day, which is a 404, not a 500.
  const driverFlow = async () => {
    const [board, map, day] = await Promise.all([
      call('GET', '/v1/itinerarios/acompanhamento'), call('GET', '/v1/itinerarios/mapa'), call('GET', '/v1/itinerarios/meu'),
    ]);
    return [board.statusCode, map.statusCode, day.statusCode];
  };

  it('refuses an unknown zone under the field, in the caller\'s language, and keeps the stored one', async () => {
    for (const [zone, lang, message] of [
      ['Mars/Olympus', 'en', 'Unknown time zone: pick one from the list'],
      ['Mars/Olympus', 'pt-BR', 'Fuso horário desconhecido: escolha um da lista'],
      ['Mars Olympus', 'en', 'Unknown time zone: pick one from the list'],
      ["America/Sao_Paulo'; DROP TABLE usuarios; --", 'en', 'Unknown time zone: pick one from the list'],
    ]) {
      const refused = await put(zone, lang);
      expect(refused.statusCode, zone).toBe(400);
      expect(refused.json().fields, zone).toEqual({ fuso_horario: message });
    }
    const created = await call('POST', '/v1/configuracoes', 'en', { nome_empresa: 'Outra', fuso_horario: 'Mars/Olympus' });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual({ fuso_horario: 'Unknown time zone: pick one from the list' });
    expect((await call('GET', `/v1/configuracoes/${(await current()).id}`)).json().fuso_horario).toBe('America/Sao_Paulo');
    expect(await driverFlow()).toEqual([200, 200, 404]);
  });

  it('takes any IANA zone PostgreSQL lists, and the driver flow follows it', async () => {
    const lisbon = await put('Europe/Lisbon');
    expect(lisbon.statusCode).toBe(200);
    expect(lisbon.json().fuso_horario).toBe('Europe/Lisbon');
    expect(await driverFlow()).toEqual([200, 200, 404]);
    expect((await put('America/Sao_Paulo')).statusCode).toBe(200);
  });

  it('is refused by the database itself, whoever writes', async () => {
    await expect(t.pool.query(`UPDATE configuracoes SET fuso_horario = 'Mars/Olympus'`)).rejects.toMatchObject({ code: '23514' });
    expect((await call('GET', `/v1/configuracoes/${(await current()).id}`)).json().fuso_horario).toBe('America/Sao_Paulo');
  });
});

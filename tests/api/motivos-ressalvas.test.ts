import { describe, expect, it } from 'vitest';
import { bearer, signedInApp } from './helpers';

/** Reasons for a receiving reservation: a plain resource whose `bloqueia_estoque` sends counted units to blocked stock. */
const t = signedInApp();

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/motivos-ressalvas', headers: bearer(t.admin), payload });

describe('motivos-ressalvas', () => {
  it('creates a reason, not blocking by default, and lists it by name', async () => {
    const avaria = await post({ nome: 'Avaria', descricao: 'Embalagem danificada', bloqueia_estoque: true });
    expect(avaria.statusCode, avaria.body).toBe(201);
    const falta = await post({ nome: 'Falta' });
    expect(falta.json().bloqueia_estoque).toBe(false);
    const list = await t.app.inject({ method: 'GET', url: '/v1/motivos-ressalvas?bloqueia_estoque=true', headers: bearer(t.admin) });
    expect(list.json().data.map((r: { nome: string }) => r.nome)).toEqual(['Avaria']);
  });

  it('refuses a second reason of the same name and one without a name', async () => {
    await post({ nome: 'Vencido' });
    const again = await post({ nome: 'Vencido' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields.nome).toBeDefined();
    const nameless = await post({ descricao: 'sem nome' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().fields.nome).toBeDefined();
  });
});

import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '../../src/registry/seedIds';
import { bearer, signedInApp } from './helpers';

const t = signedInApp();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth = t.admin) =>
  t.app.inject({ method, url, headers: { ...bearer(auth), 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

describe('clientes: the document matches the kind of person', () => {
  it('PF takes a CPF, PJ a CNPJ, on create and on update', async () => {
    const pfWithCnpj = await call('POST', '/v1/clientes', { tipo_pessoa: 'PF', nome: 'Ana', cpf_cnpj: '11.222.333/0001-81' });
    expect(pfWithCnpj.statusCode).toBe(400);
    expect(pfWithCnpj.json().fields).toEqual({ cpf_cnpj: 'Invalid CPF' });
    const pjWithCpf = await call('POST', '/v1/clientes', { tipo_pessoa: 'PJ', nome: 'Loja', cpf_cnpj: '529.982.247-25' });
    expect(pjWithCpf.json().fields).toEqual({ cpf_cnpj: 'Invalid CNPJ' });
    const ok = await call('POST', '/v1/clientes', { tipo_pessoa: 'PF', nome: 'Ana', cpf_cnpj: '529.982.247-25' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().cpf_cnpj).toBe('52998224725');
    const switchKind = await call('PUT', `/v1/clientes/${ok.json().id}`, { tipo_pessoa: 'PJ', version: ok.json().version });
    expect(switchKind.statusCode).toBe(400);
    expect((await call('GET', `/v1/clientes/${ok.json().id}`)).json().tipo_pessoa).toBe('PF');
  });
});

describe('empresas: branches share the CNPJ root', () => {
  it("lists the other companies with the same root on a company's page, for users with view-empresas", async () => {
    const matriz = (await call('POST', '/v1/empresas', { razao_social: 'Transportes Brasil Ltda', filial: 'Matriz', cnpj: '11222333000181' })).json();
    const filial = (await call('POST', '/v1/empresas', { razao_social: 'Transportes Brasil Ltda', filial: 'Campinas', cnpj: '11222333000262' })).json();
    const other = (await call('POST', '/v1/empresas', { razao_social: 'Outra SA', filial: 'Matriz', cnpj: '11444777000161' })).json();
    expect([matriz.id, filial.id, other.id].every(Boolean)).toBe(true);
    const branches = await call('GET', `/v1/empresas/${matriz.id}/filiais`);
    expect(branches.statusCode).toBe(200);
    expect(branches.json().map((b: { filial: string }) => b.filial)).toEqual(['Campinas']);
    expect((await call('GET', `/v1/empresas/${other.id}/filiais`)).json()).toEqual([]);
    expect((await call('GET', '/v1/empresas/01900000-0000-7000-8000-0000000000ff/filiais')).statusCode).toBe(404);

    await call('POST', '/v1/usuarios', { firstName: 'Rui', email: 'rui@exemplo.com.br', password: 'senha-do-rui', tipo_id: USER_TYPES.outros.id });
    const rui = (await t.login('rui@exemplo.com.br', 'senha-do-rui')).access;
    expect((await call('GET', `/v1/empresas/${matriz.id}/filiais`, undefined, rui)).statusCode).toBe(403);
  });
});

describe('configuracoes', () => {
  it('always has a first row: the current settings', async () => {
    const list = (await call('GET', '/v1/configuracoes?sort=created_at&order=asc')).json();
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.data[0]).toMatchObject({ nome_empresa: 'Minha empresa', fator_cubagem: 300, fuso_horario: 'America/Sao_Paulo' });
  });
});

describe('search by a document as it is shown', () => {
  it('finds a CNPJ typed with its mask', async () => {
    await call('POST', '/v1/fornecedores', { razao_social: 'Fornecedor Mascarado', cnpj: '11.222.333/0001-81' });
    const found = (await call('GET', `/v1/fornecedores?q=${encodeURIComponent('11.222.333/0001-81')}`)).json();
    expect(found.data.map((f: { razao_social: string }) => f.razao_social)).toEqual(['Fornecedor Mascarado']);
  });

  it('lets every signed-in user read the current settings', async () => {
    await call('POST', '/v1/usuarios', { firstName: 'Lia', email: 'lia@exemplo.com.br', password: 'senha-da-lia', tipo_id: USER_TYPES.outros.id });
    const lia = (await t.login('lia@exemplo.com.br', 'senha-da-lia')).access;
    const first = (await call('GET', '/v1/configuracoes?limit=1', undefined, lia)).json().data[0];
    expect(first).toMatchObject({ nome_empresa: 'Minha empresa', fator_cubagem: 300, fuso_horario: 'America/Sao_Paulo' });
    expect((await call('PUT', `/v1/configuracoes/${first.id}`, { docas: 3, version: 1 }, lia)).statusCode).toBe(403);
  });
});

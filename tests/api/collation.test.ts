import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInApp } from './helpers';

// Text sorts follow the caller's language (Accept-Language), not byte order: in byte order
// José < João and Belo Horizonte < Belém, and every capital comes before every small letter.
const t = signedInApp();

const NOMES = ['José', 'João', 'Belo Horizonte', 'Belém', 'avião', 'Árvore', 'abacaxi', 'Zeca', 'álamo'];

const names = async (query: string, language?: string) => {
  const res = await t.app.inject({
    url: `/v1/categorias?${query}`,
    headers: { ...bearer(t.admin), ...(language ? { 'accept-language': language } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { nome: string }[] }).data.map((r) => r.nome);
};

beforeAll(async () => {
  for (const nome of NOMES) {
    const res = await t.app.inject({ method: 'POST', url: '/v1/categorias', headers: bearer(t.admin), payload: { nome } });
    expect(res.statusCode, res.body).toBe(201);
  }
});

describe('text sorts in the language of the caller', () => {
  const PT = ['abacaxi', 'álamo', 'Árvore', 'avião', 'Belém', 'Belo Horizonte', 'João', 'José', 'Zeca'];

  it('Portuguese: João before José, Belém before Belo Horizonte, á with a', async () => {
    expect(await names('limit=100&sort=nome&order=asc', 'pt-BR,pt;q=0.9,en;q=0.8')).toEqual(PT);
    expect(await names('limit=100&sort=nome&order=desc', 'pt-BR')).toEqual([...PT].reverse());
  });

  it('the declared default order (nome) is collated too', async () => {
    expect(await names('limit=100', 'pt')).toEqual(PT);
  });

  it('other languages and no Accept-Language sort accents and case with their letters as well', async () => {
    for (const language of ['en', 'fr', 'es', 'ar', undefined]) {
      const sorted = await names('limit=100&sort=nome', language);
      expect(sorted.indexOf('João'), String(language)).toBeLessThan(sorted.indexOf('José'));
      expect(sorted.indexOf('Belém'), String(language)).toBeLessThan(sorted.indexOf('Belo Horizonte'));
      expect(sorted.indexOf('álamo'), String(language)).toBeLessThan(sorted.indexOf('Zeca'));
    }
  });

  it('pages of a collated sort neither repeat nor skip rows', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...await names(`sort=nome&limit=4&page=${page}`, 'pt'));
    expect(pages).toEqual(PT);
  });
});

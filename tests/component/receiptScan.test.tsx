import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GS } from '../../src/registry/gs1';
import entradas from '../../src/resources/entradas';
import recebimentos from '../../src/resources/recebimentos';
import { fakeId, refusal } from './fakeApi';
import { renderScreen } from './renderScreen';

// Receiving by scanning with a keyboard-wedge scanner (typed codes ending in Enter): what each read
// does to the count, and what is refused. The server's side (the sheet's codes, blind answers, the
// lookup) is tests/api/scan.test.ts's; the camera's is tests/e2e/scan-receipt.spec.ts's.

const DIPIRONA = { id: fakeId(), version: 1, codigo: '7891000000014', descricao: 'Dipirona 500 mg cx 10', unidade: 'CX' };
const SORO = { id: fakeId(), version: 1, codigo: 'SORO-500', descricao: 'Soro fisiológico 500 ml', unidade: 'UN' };

const setup = async (locale: 'pt' | 'ar' = 'pt', lookupFails = false) => {
  const entrada = {
    id: fakeId(), version: 1, numero_nf: '4512', fornecedor_id: fakeId(), data_emissao: '2026-11-20', status_id: entradas.statusIds.emConferencia,
    itens: [
      { id: fakeId(), material_id: DIPIRONA.id, quantidade: 40, lote: 'L123', validade: '2027-12-31', codigo_fornecedor: 'DIP-10' },
      { id: fakeId(), material_id: SORO.id, quantidade: 12, lote: null, validade: null, codigo_fornecedor: 'SF500' },
    ],
  };
  const count = { id: fakeId(), version: 1, numero: 7, entrada_id: entrada.id, status_id: recebimentos.statusIds.emContagem, itens: [] };
  const lookups: string[] = [];
  const view = await renderScreen(`/recebimentos/${count.id}`, {
    locale,
    width: 390,
    data: { materiais: [DIPIRONA, SORO], entradas: [entrada], recebimentos: [count] },
    operations: {
      // A blind count, as the server answers it: no invoiced quantity reaches the phone.
      getCount: () => ({
        id: count.id, status_id: count.status_id, entrada_id: entrada.id, cega: true,
        linhas: [
          { id: entrada.itens[0].id, material_id: DIPIRONA.id, codigo: DIPIRONA.codigo, descricao: DIPIRONA.descricao, unidade: 'CX', lote: 'L123', validade: '2027-12-31', contado: 0,
            codigos: [{ codigo: DIPIRONA.codigo, fator: 1 }, { codigo: 'DIP-10', fator: 1 }] },
          { id: entrada.itens[1].id, material_id: SORO.id, codigo: SORO.codigo, descricao: SORO.descricao, unidade: 'UN', lote: null, validade: null, contado: 0,
            codigos: [{ codigo: SORO.codigo, fator: 1 }, { codigo: 'SF-CX6', fator: 6 }] },
        ],
      }),
      resolveCode: ({ query }) => {
        lookups.push(query.codigo);
        if (lookupFails) throw refusal(503, 'Serviço indisponível');
        return { data: query.codigo === '07895550000012' ? [{ id: fakeId(), codigo: '7895550000012', descricao: 'Paracetamol 750 mg', unidade: 'CX', via: 'gtin' as const, fator: 1 }] : [] };
      },
    },
  });
  const field = await screen.findByRole('textbox', { name: locale === 'pt' ? 'Leia o endereço e depois cada produto' : 'امسح الموقع ثم كل منتج' });
  /** A wedge: the code typed, then Enter. */
  const scan = (code: string, key = 'Enter') => {
    fireEvent.change(field, { target: { value: code } });
    fireEvent.keyDown(field, { key });
  };
  // Codes and bins reach the sentence as Unicode isolates (left to right in Arabic); compared without them.
  const helper = () => (document.getElementById('receipt-scan-helper-text')?.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
  return { ...view, entrada, count, field, scan, helper, lookups };
};

describe('receiving by scanning (keyboard wedge)', () => {
  it('the bin first, then each read adds one, a GS1 (37) adds its count, a typed number overrides, and the count is sent as scanned', async () => {
    const { api, count, entrada, scan, helper, field } = await setup();
    scan('7891000000014');
    await waitFor(() => expect(helper()).toBe('Leia primeiro o endereço, depois os produtos'));
    expect(field.getAttribute('aria-invalid')).toBe('true');

    scan('a-01-02-03');
    await waitFor(() => expect(helper()).toBe('Endereço A-01-02-03: leia os produtos'));
    expect((field as HTMLInputElement).value).toBe('');

    scan('7891000000014');
    scan('7891000000014');
    await waitFor(() => expect(helper()).toBe('+1 7891000000014 em A-01-02-03'));
    // A case's GS1-128 as a scanner with symbology identifiers sends it: SSCC, content GTIN (02),
    // expiry, lot, then (37) 10 after FNC1.
    scan(`]C100378912345678901232${'02'}07891000000014${'17'}271231${'10'}L123${GS}3710`);
    await waitFor(() => expect(helper()).toBe('+10 7891000000014 em A-01-02-03'));
    // A supplier's box code whose mapping holds 6 units; Tab ends a read as Enter does.
    scan('SF-CX6', 'Tab');
    await waitFor(() => expect(helper()).toBe('+6 SORO-500 em A-01-02-03'));
    scan('B-02-01-01');
    scan('SORO-500');
    await waitFor(() => expect(helper()).toBe('+1 SORO-500 em B-02-01-01'));
    // A number typed: the quantity of the last line read, whatever was scanned before.
    scan('5');
    await waitFor(() => expect(helper()).toBe('SORO-500 em B-02-01-01: 5'));

    fireEvent.click(await screen.findByRole('button', { name: 'Enviar contagem' }));
    await waitFor(() => expect(api.db.recebimentos.find((r) => r.id === count.id)?.status_id).toBe(recebimentos.statusIds.contado));
    const itens = api.db.recebimentos.find((r) => r.id === count.id)!.itens as Record<string, unknown>[];
    expect(itens.map((l) => [l.entrada_item_id, l.endereco, l.quantidade_recebida])).toEqual([
      [entrada.itens[0].id, 'A-01-02-03', 12],
      [entrada.itens[1].id, 'A-01-02-03', 6],
      [entrada.itens[1].id, 'B-02-01-01', 5],
    ]);
  });

  it('refuses a product not on the note, naming it, and a lot or expiry the note does not have; nothing is added', async () => {
    const { scan, helper, lookups } = await setup();
    scan('A-01-02-03');
    scan('7895550000012');
    await waitFor(() => expect(helper()).toBe('7895550000012 · Paracetamol 750 mg não está nesta nota de entrada: não foi adicionado'));
    expect(lookups).toEqual(['07895550000012']);
    scan('7891000000021');
    await waitFor(() => expect(helper()).toBe('Nenhum material, endereço ou nota tem o código 07891000000021: nada foi alterado'));
    scan('(01)07891000000014(10)L999');
    await waitFor(() => expect(helper()).toBe('O lote L999 de 7891000000014 não está nesta nota de entrada: não foi adicionado'));
    scan('(01)07891000000014(10)L123(17)280131');
    await waitFor(() => expect(helper()).toBe('A validade 31/01/2028 de 7891000000014 difere da nota (31/12/2027): não foi adicionado'));
    // A bad check digit never reaches the count: the parser refuses it, translated.
    scan('(01)07891000000015');
    await waitFor(() => expect(helper()).toBe('Código recusado: o dígito verificador de (01) está errado'));
    // Nothing was added: no bin row holds a quantity, and the submit stays disabled (no valid line).
    expect(screen.queryAllByRole('textbox', { name: 'Quantidade recebida' })).toHaveLength(0);
    expect(screen.queryByText(/Faturado/)).toBeNull();
  });

  it('without the server, a code on no line is still refused, saying so without naming it', async () => {
    const { scan, helper } = await setup('pt', true);
    scan('A-01-02-03');
    scan('7895550000012');
    await waitFor(() => expect(helper()).toBe('O código 07895550000012 não está em nenhuma linha desta nota de entrada: não foi adicionado'));
  });

  it('speaks Arabic at 390 px', async () => {
    const { scan, helper } = await setup('ar');
    scan('A-01-02-03');
    scan('7891000000014');
    await waitFor(() => expect(helper()).toBe('+1 7891000000014 في A-01-02-03'));
  });
});

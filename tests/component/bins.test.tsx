import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkDigit, gs1HumanReadable } from '../../src/registry/gs1';
import recebimentos from '../../src/resources/recebimentos';
import { withSuggestedBin } from '../../src/resources/recebimentos/PutawaySuggestion';
import { fakeId, refusal } from './fakeApi';
import { renderScreen } from './renderScreen';

// Bins as data in the browser (docs/decisions.md "Bins as data"): the receipt count's put-away
// suggestion, taken with one tap, and the bin-to-bin transfer driven by a keyboard-wedge scanner
// (codes typed, each ending in Enter). What the server does with them: tests/api/enderecos.test.ts.

const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
/** A wedge scanner: the code typed into the focused field, then Enter. */
const scan = (code: string) => {
  const el = document.activeElement as HTMLInputElement;
  fireEvent.change(el, { target: { value: code } });
  fireEvent.keyDown(el, { key: 'Enter', code: 'Enter' });
};

describe('withSuggestedBin', () => {
  const blank = (id: string) => ({ entrada_item_id: id, endereco: '', n: 0 });
  it('fills the line\'s first row without a bin, else adds a row with it', () => {
    const rows = [{ entrada_item_id: 'A', endereco: 'X-01-01-01', n: 1 }, { entrada_item_id: 'B', endereco: '', n: 2 }, { entrada_item_id: 'b', endereco: '', n: 3 }];
    expect(withSuggestedBin(rows, 'b', 'C-01-01-01', blank)).toEqual([rows[0], { ...rows[1], endereco: 'C-01-01-01' }, rows[2]]);
    expect(withSuggestedBin(rows, 'A', 'C-01-01-01', blank)).toEqual([...rows, { entrada_item_id: 'A', endereco: 'C-01-01-01', n: 0 }]);
  });
});

describe('the receipt count suggests a bin', () => {
  it('shows the bin and why, and one tap puts it in the line\'s bin field, which the submit sends', async () => {
    const material = { id: fakeId(), version: 1, codigo: 'DIP-500', descricao: 'Dipirona 500 mg', unidade: 'CX' };
    const entradaItem = fakeId();
    const entrada = { id: fakeId(), version: 1, numero_nf: '77', fornecedor_id: fakeId(), data_emissao: '2026-11-01', itens: [{ id: entradaItem, material_id: material.id, quantidade: 12, lote: 'L7' }] };
    const count = { id: fakeId(), version: 1, numero: 5, entrada_id: entrada.id, status_id: recebimentos.statusIds.emContagem, itens: [] };
    const asked: unknown[] = [];
    const { api } = await renderScreen(`/recebimentos/${count.id}/show`, {
      data: { recebimentos: [count], entradas: [entrada], materiais: [material] },
      operations: {
        getCount: () => ({ id: count.id, status_id: count.status_id, entrada_id: entrada.id, cega: true, linhas: [
          { id: entradaItem, material_id: material.id, codigo: 'DIP-500', descricao: 'Dipirona 500 mg', unidade: 'CX', lote: 'L7', validade: null, contado: 0, codigos: [{ codigo: 'DIP-500', fator: 1 }] },
        ] }),
        suggestPutaway: ({ query }) => {
          asked.push(query);
          return { endereco: 'B-02-01-01', zona: 'FARMA', motivo: 'mesmo_lote', quantidade: 40 };
        },
      },
    });
    const take = await screen.findByRole('button', { name: 'Usar B-02-01-01' });
    expect(take.closest('[data-suggestion]')?.textContent).toContain('já guarda este lote (40)');
    expect(asked).toEqual([{ material_id: material.id, lote: 'L7', quantidade: 0 }]);
    fireEvent.click(take);
    const bin = await screen.findByLabelText('Endereço');
    expect((bin as HTMLInputElement).value).toBe('B-02-01-01');
    fireEvent.change(screen.getByLabelText('Quantidade recebida'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar contagem' }));
    await waitFor(() => expect(api.db.recebimentos[0].itens).toMatchObject([{ entrada_item_id: entradaItem, endereco: 'B-02-01-01', quantidade_recebida: 12 }]));
  });
});

describe('the bin transfer on a phone', () => {
  const material = { id: fakeId(), version: 1, codigo: '7891000315507', descricao: 'Dipirona 500 mg', unidade: 'CX' };
  const stockRow = (lote: string, disponivel: number) => ({
    id: `${material.id}|${lote}|A-01-01-01`, material_id: material.id, lote, endereco: 'A-01-01-01', material_codigo: material.codigo,
    material_descricao: material.descricao, material_unidade: 'CX', categoria_id: null, categoria_nome: null,
    quantidade: disponivel, reservada: 0, bloqueada: 0, disponivel, validade: null, vencido: false, vencendo: false,
  });

  it('each scan ends with Enter and moves to the next field; the lot the bin holds alone is filled; the transfer is sent', async () => {
    const sent: unknown[] = [];
    await renderScreen('/enderecos/transferencia', {
      width: 390,
      data: { materiais: [material] },
      operations: {
        getStockByBin: () => ({ data: [stockRow('L7', 30)], total: 1 }),
        transferStock: ({ body }) => {
          sent.push(body);
          return { movimentos: [fakeId(), fakeId()], de: { endereco: body.de, quantidade: 26 }, para: { endereco: body.para, quantidade: 4 } };
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Transferência entre endereços' });
    input('de').focus();
    scan('a-01-01-01');
    expect(document.activeElement).toBe(input('material'));
    scan('7891000315507');
    await waitFor(() => expect(document.activeElement).toBe(input('lote')));
    await waitFor(() => expect(input('lote').value).toBe('L7'));
    fireEvent.keyDown(input('lote'), { key: 'Enter' });
    expect(document.activeElement).toBe(input('para'));
    scan('B-02-01-01');
    expect(document.activeElement).toBe(input('quantidade'));
    fireEvent.change(input('quantidade'), { target: { value: '4' } });
    fireEvent.submit(input('quantidade').closest('form')!);
    expect(await screen.findByText('4 movido(s) de A-01-01-01 para B-02-01-01')).toBeTruthy();
    expect(sent).toEqual([{ de: 'A-01-01-01', material_id: material.id, lote: 'L7', para: 'B-02-01-01', quantidade: 4 }]);
    expect(input('de').value).toBe('');
  });

  it('an unknown product code is said under its field and keeps what was filled; the server\'s refusal shows under the bin it names', async () => {
    await renderScreen('/enderecos/transferencia', {
      width: 390,
      data: { materiais: [material] },
      operations: {
        getStockByBin: () => ({ data: [], total: 0 }),
        transferStock: () => { throw refusal(400, 'O endereço B-02-02-03 está bloqueado: não recebe estoque', { para: 'O endereço B-02-02-03 está bloqueado: não recebe estoque' }); },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Transferência entre endereços' });
    input('de').focus();
    scan('A-01-01-01');
    scan('0000000000000');
    expect(await screen.findByText('Nenhum produto com o código 0000000000000')).toBeTruthy();
    expect(document.activeElement).toBe(input('material'));
    expect(input('de').value).toBe('A-01-01-01');
    scan('7891000315507');
    await waitFor(() => expect(document.activeElement).toBe(input('lote')));
    fireEvent.keyDown(input('lote'), { key: 'Enter' });
    scan('B-02-02-03');
    fireEvent.change(input('quantidade'), { target: { value: '1' } });
    fireEvent.submit(input('quantidade').closest('form')!);
    await waitFor(() => expect(input('para').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('O endereço B-02-02-03 está bloqueado: não recebe estoque').length).toBeGreaterThan(0);
    expect(input('para').value).toBe('B-02-02-03');
  });

  it('by the scan field: from-bin, one GS1-128 read fills product (by GTIN) and lot, to-bin; a code that names nothing is refused and keeps what was filled', async () => {
    const gtin = `0789100020010${checkDigit('0789100020010')}`;
    const sent: unknown[] = [];
    await renderScreen('/enderecos/transferencia', {
      width: 390,
      data: { materiais: [material] },
      operations: {
        resolveCode: ({ query }) => ({ data: query.codigo === gtin ? [{ id: material.id, codigo: material.codigo, descricao: material.descricao, unidade: 'CX', via: 'gtin' as const, fator: 1 }] : [] }),
        getStockByBin: () => ({ data: [stockRow('L7', 30), stockRow('L8', 5)], total: 2 }),
        transferStock: ({ body }) => {
          sent.push(body);
          return { movimentos: [fakeId(), fakeId()], de: { endereco: body.de, quantidade: 1 }, para: { endereco: body.para, quantidade: 4 } };
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Transferência entre endereços' });
    const field = screen.getByRole('textbox', { name: 'Leia a origem, o produto e o destino' });
    const read = (code: string) => {
      fireEvent.change(field, { target: { value: code } });
      fireEvent.keyDown(field, { key: 'Enter' });
    };
    const helper = () => document.getElementById('transfer-scan-helper-text')?.textContent;
    read('a-01-01-01');
    await waitFor(() => expect(input('de').value).toBe('A-01-01-01'));
    expect(helper()).toBe('Leia o produto (GS1: produto e lote de uma vez)');
    read(gs1HumanReadable({ gtin, lot: 'L8', expiry: '2027-12-31' }));
    await waitFor(() => expect(input('material').value).toBe(material.codigo));
    expect(input('lote').value).toBe('L8');
    // A code that names nothing: said under the scan field, and what was filled stays.
    read('XPTO-1');
    await waitFor(() => expect(helper()).toBe('Nenhum material, endereço ou nota tem o código XPTO-1: nada foi alterado'));
    expect([input('de').value, input('material').value, input('lote').value]).toEqual(['A-01-01-01', material.codigo, 'L8']);
    read('B-02-01-01');
    await waitFor(() => expect(input('para').value).toBe('B-02-01-01'));
    fireEvent.change(input('quantidade'), { target: { value: '4' } });
    fireEvent.submit(input('quantidade').closest('form')!);
    expect(await screen.findByText('4 movido(s) de A-01-01-01 para B-02-01-01')).toBeTruthy();
    expect(sent).toEqual([{ de: 'A-01-01-01', material_id: material.id, lote: 'L8', para: 'B-02-01-01', quantidade: 4 }]);
  });
});

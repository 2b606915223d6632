import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkDigit, gs1HumanReadable } from '../../src/registry/gs1';
import expedicoes from '../../src/resources/expedicoes';
import type { Answer } from '../../src/registry/operations';
import { fakeId, refusal } from './fakeApi';
import { renderScreen } from './renderScreen';

// The picking screen's logic (docs/domain.md "Picking by scanning"): which scan fills which field
// and when a pick is sent, the server's refusal and its accepted-with-reason note shown, and the
// one-tap confirmation once every line is picked. The rules themselves are
// tests/api/expedicoes-picking.test.ts's; the walk in Chromium is tests/e2e/picking.spec.ts.

type PickList = Answer<typeof expedicoes, 'getPickList'>;
const nota = { id: fakeId(), numero_nf: '4321' };
const dip = { material_id: fakeId(), codigo: 'DIP500', descricao: 'Dipirona', controla_lote: true };
const line = { item_id: fakeId(), linha: 1, ...dip, quantidade: 2, separado: 0 };
const task = { item_id: line.item_id, linha: 1, ...dip, lote: 'L1', validade: '2030-01-31', endereco: 'A-01-01-01', quantidade: 2, separado: 0, codigo_motivo: 'fefo' as const, motivo: 'validade mais próxima' };
const listWith = (separado: number): PickList => ({
  id: nota.id, numero_nf: nota.numero_nf, aberta: true,
  tarefas: [{ ...task, separado }], linhas: [{ ...line, separado }], completa: separado >= 2,
});

const scan = (code: string) => {
  const input = screen.getByRole('textbox', { name: 'Leitura' });
  fireEvent.change(input, { target: { value: code } });
  fireEvent.keyDown(input, { key: 'Enter' });
};
/** A refusal: under the scan field, as an alert (the camera shows the same text). */
const refused = () => document.getElementById('pick-scan-helper-text');

describe('picking screen', () => {
  it('bin, product, lot: the lot completes a pick; a refusal and an accepted reason are said; the last pick offers the confirmation', async () => {
    let picked = 0;
    const { api } = await renderScreen(`/expedicoes/${nota.id}/separacao`, {
      width: 390,
      operations: {
        getPickList: () => listWith(picked),
        recordPick: ({ body }) => {
          if (body.lote === 'L9') throw refusal(400, 'O lote L9 quebra o FEFO: o lote L1 no endereço A-01-01-01 vence antes (31/01/2030)', { lote: 'FEFO' });
          picked += body.quantidade ?? 1;
          const same = body.lote === 'L2' ? 'O lote L2 não é o sugerido; aceito: mesma validade (31/01/2030) do lote L1 no endereço A-01-01-01' : null;
          return {
            separacao: { item_id: line.item_id, linha: 1, material_id: body.material_id, lote: body.lote ?? '', endereco: body.endereco, quantidade: body.quantidade ?? 1 },
            sugerido: !same, motivo: same, lista: listWith(picked),
          };
        },
        confirmShipment: () => { throw refusal(409, 'not in this test'); },
      },
    });
    await screen.findByText('A-01-01-01', { selector: '[data-testid="next-bin"]' });
    // A product before its bin is refused here, and nothing is sent.
    scan('DIP500');
    await waitFor(() => expect(refused()?.textContent).toBe('Leia o endereço primeiro'));
    scan('a-01-01-01');
    expect(await screen.findByText('Endereço A-01-01-01: leia o produto')).toBeTruthy();
    scan('DIP500');
    expect(await screen.findByText('DIP500 no endereço A-01-01-01: leia o lote')).toBeTruthy();
    scan('L9');
    await waitFor(() => expect(refused()?.textContent).toContain('quebra o FEFO'));
    expect(refused()?.getAttribute('role')).toBe('alert');
    scan('L2');
    await waitFor(() => expect(screen.getByTestId('pick-message').textContent).toContain('aceito: mesma validade'));
    // The same product again picks one more of the lot read.
    scan('DIP500');
    const confirm = await screen.findByRole('button', { name: 'Confirmar expedição' });
    const picks = api.calls.filter((c) => c.path.endsWith('/separar'));
    expect(picks.map((c) => c.body)).toEqual([
      { material_id: dip.material_id, endereco: 'A-01-01-01', lote: 'L9' },
      { material_id: dip.material_id, endereco: 'A-01-01-01', lote: 'L2' },
      { material_id: dip.material_id, endereco: 'A-01-01-01', lote: 'L2' },
    ]);
    expect(screen.getByText('Todas as linhas estão separadas')).toBeTruthy();
    expect(confirm.hasAttribute('disabled')).toBe(false);
  });

  it('a typed quantity is sent with the pick; a code that is neither a bin nor a material of the note is said and changes nothing', async () => {
    const { api } = await renderScreen(`/expedicoes/${nota.id}/separacao`, {
      width: 390,
      operations: {
        getPickList: () => listWith(0),
        recordPick: ({ body }) => ({
          separacao: { item_id: line.item_id, linha: 1, material_id: body.material_id, lote: body.lote ?? '', endereco: body.endereco, quantidade: body.quantidade ?? 1 },
          sugerido: true, motivo: null, lista: listWith(2),
        }),
      },
    });
    await screen.findByText('A-01-01-01', { selector: '[data-testid="next-bin"]' });
    scan('A-01-01-01');
    await screen.findByText('Endereço A-01-01-01: leia o produto');
    scan('XPTO');
    await waitFor(() => expect(refused()?.textContent).toBe('O código XPTO não é endereço nem material desta nota'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantidade por leitura' }), { target: { value: '2' } });
    scan('DIP500');
    await screen.findByText('DIP500 no endereço A-01-01-01: leia o lote');
    scan('L1');
    await screen.findByRole('button', { name: 'Confirmar expedição' });
    expect(api.calls.filter((c) => c.path.endsWith('/separar')).map((c) => c.body)).toEqual([
      { material_id: dip.material_id, endereco: 'A-01-01-01', lote: 'L1', quantidade: 2 },
    ]);
    expect(screen.getByTestId('pick-message').textContent).toBe('Separado 2 × DIP500, lote L1, endereço A-01-01-01');
  });

  it('one read of a GS1-128 box (GTIN, lot, expiry) makes a pick: the material found by GTIN through the server, the lot from (10)', async () => {
    const gtin = `0789100020010`;
    const box = gs1HumanReadable({ gtin: `${gtin}${checkDigit(gtin)}`, lot: 'L1', expiry: '2030-01-31' });
    const { api } = await renderScreen(`/expedicoes/${nota.id}/separacao`, {
      width: 390,
      operations: {
        getPickList: () => listWith(0),
        resolveCode: ({ query }) => ({ data: query.codigo === `${gtin}${checkDigit(gtin)}`
          ? [{ id: dip.material_id, codigo: dip.codigo, descricao: dip.descricao, unidade: 'UN', via: 'gtin' as const, fator: 1 }] : [] }),
        recordPick: ({ body }) => ({
          separacao: { item_id: line.item_id, linha: 1, material_id: body.material_id, lote: body.lote ?? '', endereco: body.endereco, quantidade: body.quantidade ?? 1 },
          sugerido: true, motivo: null, lista: listWith(1),
        }),
      },
    });
    await screen.findByText('A-01-01-01', { selector: '[data-testid="next-bin"]' });
    scan('A-01-01-01');
    await screen.findByText('Endereço A-01-01-01: leia o produto');
    scan(box);
    await waitFor(() => expect(screen.getByTestId('pick-message').textContent).toBe('Separado 1 × DIP500, lote L1, endereço A-01-01-01'));
    expect(api.calls.filter((c) => c.path.endsWith('/separar')).map((c) => c.body)).toEqual([
      { material_id: dip.material_id, endereco: 'A-01-01-01', lote: 'L1' },
    ]);
  });

  it('a GS1 box of a material not on the note, or of a GTIN nobody has, is refused under the field; the bin read stays and nothing is sent', async () => {
    const other = '0789100030010';
    const nobody = '0789100040010';
    const { api } = await renderScreen(`/expedicoes/${nota.id}/separacao`, {
      width: 390,
      operations: {
        getPickList: () => listWith(0),
        resolveCode: ({ query }) => ({ data: query.codigo === `${other}${checkDigit(other)}`
          ? [{ id: fakeId(), codigo: 'PARA750', descricao: 'Paracetamol', unidade: 'UN', via: 'gtin' as const, fator: 1 }] : [] }),
      },
    });
    await screen.findByText('A-01-01-01', { selector: '[data-testid="next-bin"]' });
    scan('A-01-01-01');
    await screen.findByText('Endereço A-01-01-01: leia o produto');
    scan(gs1HumanReadable({ gtin: `${other}${checkDigit(other)}`, lot: 'L1' }));
    await waitFor(() => expect(refused()?.textContent).toBe('PARA750 não está nesta nota: nada foi separado'));
    scan(gs1HumanReadable({ gtin: `${nobody}${checkDigit(nobody)}`, lot: 'L1' }));
    await waitFor(() => expect(refused()?.textContent).toBe(`Nenhum material, endereço ou nota tem o código ${nobody}${checkDigit(nobody)}: nada foi alterado`));
    // The bin read before is kept: the next product is still asked for in it.
    scan('DIP500');
    expect(await screen.findByText('DIP500 no endereço A-01-01-01: leia o lote')).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/separar'))).toEqual([]);
  });
});

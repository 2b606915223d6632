import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import recebimentos from '../../src/resources/recebimentos';
import { fakeId, refusal } from './fakeApi';
import { renderScreen } from './renderScreen';

// The labels dialog (docs/decisions.md "Labels"): what it asks the server for, from a stock page on
// a phone and from a confirmed receipt, the file it hands the browser, and a refusal where it belongs.

const material = fakeId();
const row = (lote: string, endereco: string) => ({
  id: `${material}|${lote}|${endereco}`, material_id: material, lote, endereco, material_codigo: '7891000315507', material_descricao: 'Dipirona 500 mg',
  material_unidade: 'CX', categoria_id: null, categoria_nome: null, quantidade: 10, reservada: 0, bloqueada: 0, disponivel: 10,
  validade: '2027-11-30', vencido: false, vencendo: false,
});
const rows = [row('L1', 'A-01-01-01'), row('L2', 'A-01-01-02')];

let downloads: { name: string; bytes: string }[];
beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((b: Blob) => { const url = `blob:${blobs.size}`; blobs.set(url, b); return url; });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)!;
    downloads.push({ name: this.download, bytes: '' });
    void blob.text().then((t) => { downloads.at(-1)!.bytes = t; });
  });
});
afterEach(() => { vi.restoreAllMocks(); });

const dialog = () => screen.getByRole('dialog', { name: 'Imprimir etiquetas' });
/** The page's Labels button, once the rows it offers have loaded. */
const openLabels = async () => {
  const button = await screen.findByRole('button', { name: 'Etiquetas' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
};

describe('labels from a stock page, on a phone', () => {
  it('ticks rows and a format, asks for exactly those rows, and downloads the file', async () => {
    const asked: unknown[] = [];
    await renderScreen('/produtos/saldo-produto-lote-enderecamento', {
      width: 390,
      operations: {
        getStockByBin: () => ({ data: rows, total: rows.length }),
        printStockLabels: ({ query }) => { asked.push(query); return new TextEncoder().encode('^XA^XZ'); },
      },
    });
    await openLabels();
    // Nothing ticked yet on a phone: nothing to print.
    expect(within(dialog()).getByRole('status').textContent).toBe('Escolha ao menos uma linha');
    expect(within(dialog()).getByRole('button', { name: 'Baixar' })).toHaveProperty('disabled', true);
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: '7891000315507 · L2 · A-01-01-02' }));
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'ZPL (impressora Zebra)' }));
    expect(within(dialog()).getByRole('status').textContent).toBe('Etiquetas: 1');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['etiquetas-estoque.zpl']));
    expect(asked).toEqual([{ formato: 'zpl', id: [rows[1].id] }]);
    await waitFor(() => expect(downloads[0].bytes).toBe('^XA^XZ'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("a refusal naming a row shows under that row, and the dialog stays", async () => {
    await renderScreen('/produtos/saldo-produto-lote-enderecamento', {
      width: 390,
      operations: {
        getStockByBin: () => ({ data: rows, total: rows.length }),
        printStockLabels: () => { throw refusal(400, 'Alguns campos são inválidos', { 'id.1': 'Sem estoque deste material, lote e endereço' }); },
      },
    });
    await openLabels();
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: '7891000315507 · L1 · A-01-01-01' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: '7891000315507 · L2 · A-01-01-02' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Baixar' }));
    const message = await within(dialog()).findByText('Sem estoque deste material, lote e endereço');
    // Under the second row, the one the server named.
    expect(message.previousElementSibling?.textContent).toBe('7891000315507 · L2 · A-01-01-02');
    expect(downloads).toEqual([]);
  });
});

describe('labels of a receipt', () => {
  const receipt = (status: string) => ({ id: fakeId(), numero: 12, entrada_id: fakeId(), status_id: status, itens: [], version: 1 });
  const count = (r: { id: string; entrada_id: string; status_id: string }) => ({ id: r.id, status_id: r.status_id, entrada_id: r.entrada_id, cega: false, linhas: [] });

  it('only once confirmed; the pallet label may be left out; a refusal of it shows under its box', async () => {
    const contado = receipt(recebimentos.statusIds.contado);
    await renderScreen(`/recebimentos/${contado.id}/show`, { data: { recebimentos: [contado] }, operations: { getCount: () => count(contado) } });
    await screen.findByRole('heading', { name: /Conferência|Contagem/ });
    expect(screen.queryByRole('button', { name: 'Etiquetas' })).toBeNull();

    const confirmado = receipt(recebimentos.statusIds.confirmado);
    const asked: unknown[] = [];
    await renderScreen(`/recebimentos/${confirmado.id}/show`, {
      data: { recebimentos: [confirmado] },
      operations: {
        getCount: () => count(confirmado),
        printReceiptLabels: ({ params, query }) => {
          asked.push({ params, query });
          if (query.palete === 'true') throw refusal(400, 'Alguns campos são inválidos', { palete: 'Sem prefixo de empresa GS1' });
          return new TextEncoder().encode('%PDF-1.7');
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Etiquetas' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Baixar' }));
    expect(await within(dialog()).findByText('Sem prefixo de empresa GS1')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Etiqueta de palete (SSCC)' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(downloads.map((d) => d.name)).toEqual(['etiquetas-recebimento-12.pdf']));
    expect(asked).toEqual([
      { params: { id: confirmado.id }, query: { formato: 'pdf-a4', palete: 'true' } },
      { params: { id: confirmado.id }, query: { formato: 'pdf-a4', palete: 'false' } },
    ]);
  });
});

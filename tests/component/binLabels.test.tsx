import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeId, refusal } from './fakeApi';
import { renderScreen } from './renderScreen';

// Bin labels from the bins list (docs/decisions.md "Labels"): the bins the list shows, as searched,
// on a desktop and on a phone; what the dialog asks the server for, and the file it hands over.
// What the server prints and how it reads back: tests/api/etiquetas.test.ts.

const bin = (endereco: string, zona: string) => ({ id: fakeId(), version: 1, endereco, zona, descricao: null, capacidade: null, bloqueado: false, ativo: true });
const bins = [bin('A-01-01-01', 'SECO'), bin('A-01-01-02', 'SECO'), bin('B-02-01-01', 'FRIO')];

let downloads: string[];
beforeEach(() => {
  downloads = [];
  URL.createObjectURL = vi.fn(() => 'blob:labels');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { downloads.push(this.download); });
});
afterEach(() => { vi.restoreAllMocks(); });

const dialog = () => screen.getByRole('dialog', { name: 'Imprimir etiquetas' });

describe('labels from the bins list', () => {
  it('on a desktop, the bins the search leaves: ZPL of exactly those, in the order of the list', async () => {
    const asked: unknown[] = [];
    await renderScreen('/enderecos?filter=%7B%22q%22%3A%22A-01%22%7D', {
      data: { enderecos: bins },
      operations: { printBinLabels: ({ query }) => { asked.push(query); return new TextEncoder().encode('^XA^XZ'); } },
    });
    await screen.findByText('A-01-01-02');
    await waitFor(() => expect(screen.queryByText('B-02-01-01')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Etiquetas' }));
    expect(within(dialog()).getByRole('status').textContent).toBe('Etiquetas: 2');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'ZPL (impressora Zebra)' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(downloads).toEqual(['etiquetas-enderecos.zpl']));
    expect(asked).toEqual([{ formato: 'zpl', endereco: ['A-01-01-01', 'A-01-01-02'] }]);
  });

  it('on a phone, the bins the page shows; a refusal naming a bin stays in the dialog', async () => {
    const asked: unknown[] = [];
    await renderScreen('/enderecos', {
      width: 390,
      data: { enderecos: bins },
      operations: {
        printBinLabels: ({ query }) => {
          asked.push(query);
          if (asked.length === 1) throw refusal(400, 'Alguns campos são inválidos', { endereco: 'O endereço B-02-01-01 não está cadastrado' });
          return new TextEncoder().encode('%PDF-1.7');
        },
      },
    });
    const button = await screen.findByRole('button', { name: 'Etiquetas' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    expect(within(dialog()).getByRole('status').textContent).toBe('Etiquetas: 3');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Baixar' }));
    expect(await within(dialog()).findByText('Alguns campos são inválidos')).toBeTruthy();
    expect(within(dialog()).getByText('O endereço B-02-01-01 não está cadastrado')).toBeTruthy();
    expect(downloads).toEqual([]);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(downloads).toEqual(['etiquetas-enderecos.pdf']));
    expect(asked).toEqual(Array.from({ length: 2 }, () => ({ formato: 'pdf-a4', endereco: ['A-01-01-01', 'A-01-01-02', 'B-02-01-01'] })));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import inventarios from '../../src/resources/inventarios';
import { fakeId } from './fakeApi';
import { renderScreen } from './renderScreen';

// The cycle count's screens (docs/decisions.md "Cycle counts"): the counter's sheet read by a
// keyboard wedge (a code and Enter) at phone width, and the supervisor's review. What the server
// does with a count (blind answers, positions, races, approval) is tests/api/inventarios.test.ts's.

const S = inventarios.statusIds;
const me = fakeId();
const other = fakeId();
const line = (endereco: string, codigo: string, extra: Record<string, unknown> = {}) => ({
  id: fakeId(), endereco, material_id: fakeId(), codigo, descricao: `Produto ${codigo}`, unidade: 'UN', controla_lote: false,
  lote: null, validade: null, adicionada: false, contado: null, contado_por: null, contagens: 0, recontar: false, ...extra,
});
const count = (lines: { id: string; endereco: string }[]) => ({
  id: fakeId(), version: 3, created_at: '2026-11-27T09:00:00Z', updated_at: '2026-11-27T10:00:00Z',
  numero: 12, motivo: 'Rotativo semanal', escopo: 'enderecos' as const, status_id: S.emContagem,
  enderecos: [...new Set(lines.map((l) => l.endereco))].map((endereco) => ({ id: fakeId(), endereco })), materiais: [],
  contadores: [{ id: fakeId(), usuario_id: me }], tolerancia: 0, tolerancia_percentual: 0, abc_dias: 90, abc_quantidade: null,
  iniciado_em: '2026-11-27T10:00:00Z', aprovado_em: null, observacao: null,
  itens: lines.map((l) => ({ id: l.id, endereco: l.endereco, material_id: fakeId(), lote: null, validade: null, adicionada: false, contado: null, contado_por: null, contado_em: null, contagens: 0, recontar: false })),
});
const read = (code: string) => {
  const input = screen.getByTestId('count-read');
  fireEvent.change(input, { target: { value: code } });
  fireEvent.keyDown(input, { key: 'Enter' });
};

describe('the counter\'s sheet', () => {
  it('at 390 px: a wedge reads the bin, then the product (each read adds one); Save sends one count and moves to the next line', async () => {
    const lines = [line('A-01-01-01', 'DIP-500'), line('A-01-01-01', 'GAZE'), line('A-01-01-02', 'LUVA')];
    const record = count(lines);
    const sent: unknown[] = [];
    await renderScreen(`/inventarios/${record.id}/show`, {
      width: 390, permissions: ['view-inventarios'], user: { id: me },
      data: { inventarios: [record] },
      operations: {
        getCountSheet: () => ({ id: record.id, numero: 12, status_id: S.emContagem, contador: true, linhas: lines }),
        countLine: ({ params, body }) => {
          sent.push({ item: params.itemId, ...body });
          return { ...lines.find((l) => l.id === params.itemId)!, contado: body.quantidade, contado_por: me, contagens: 1 };
        },
      },
    });
    await screen.findByText('Contagem cega: as quantidades esperadas não aparecem');
    expect(screen.getByRole('status').textContent).toBe('0 de 3 contados');
    // A counter neither edits nor moves the count.
    expect(screen.queryByRole('link', { name: /Alterar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Mudar para/ })).toBeNull();
    expect(screen.queryByText('Tolerância (unidades)')).toBeNull();
    // A product before any bin: the bin comes first.
    read('GAZE');
    expect((await screen.findByRole('alert')).textContent).toBe('Leia ou digite o endereço');
    read('a-01-01-01');
    await screen.findByRole('heading', { name: 'Endereço: A-01-01-01' });
    read('GAZE');
    read('GAZE');
    read('GAZE');
    const panel = await screen.findByTestId('count-line');
    const quantity = within(panel).getByLabelText(/Quantidade contada/) as HTMLInputElement;
    await waitFor(() => expect(quantity.value).toBe('3'));
    // A typed quantity overrides the reads.
    fireEvent.change(quantity, { target: { value: '4' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Salvar contagem' }));
    await waitFor(() => expect(sent).toEqual([{ item: lines[1].id, quantidade: 4 }]));
    // The next line of the bin is picked for the next reads.
    await waitFor(() => expect(within(screen.getByTestId('count-line')).getByRole('heading').textContent).toContain('DIP-500'));
    read('NOPE-1');
    expect((await screen.findByRole('alert')).textContent).toBe('Nenhum item deste endereço corresponde a NOPE-1');
    // No expected quantity anywhere on the counter's page, nor the supervisor's review.
    expect(document.body.textContent).not.toMatch(/Esperado|Diferença/);
  });

  it('a line waiting for a recount by someone else cannot be saved by its last counter', async () => {
    const lines = [line('A-01-01-01', 'GAZE', { contado: 2, contado_por: me, recontar: true, contagens: 1 })];
    const record = count(lines);
    await renderScreen(`/inventarios/${record.id}/show`, {
      width: 390, permissions: ['view-inventarios'], user: { id: me }, data: { inventarios: [record] },
      operations: { getCountSheet: () => ({ id: record.id, numero: 12, status_id: S.emContagem, contador: true, linhas: lines }) },
    });
    await screen.findByText('Contagem cega: as quantidades esperadas não aparecem');
    read('A-01-01-01');
    read('GAZE');
    const panel = await screen.findByTestId('count-line');
    fireEvent.change(within(panel).getByLabelText(/Quantidade contada/), { target: { value: '3' } });
    expect(within(panel).getByRole('button', { name: 'Salvar contagem' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('the supervisor\'s review', () => {
  it('shows expected, counted, difference and what moved since; asks for a recount; approves after a confirmation', async () => {
    const lines = [line('A-01-01-01', 'GAZE', { contado: 8, contado_por: other, contagens: 1 }), line('A-01-01-02', 'LUVA')];
    const record = count(lines);
    const asked: string[] = [];
    let approved = 0;
    await renderScreen(`/inventarios/${record.id}/show`, {
      width: 390, permissions: ['view-inventarios', 'aprovar-inventario'], user: { id: me }, data: { inventarios: [record] },
      operations: {
        getCountSheet: () => ({ id: record.id, numero: 12, status_id: S.emContagem, contador: false, linhas: lines }),
        getCountReview: () => ({
          id: record.id, numero: 12, status_id: S.emContagem, linhas: [
            { ...lines[0], contado_por_nome: 'Carla', esperado: 10, diferenca: -2, movimentado: 3, fora_tolerancia: true, seq: 41 },
            { ...lines[1], contado_por_nome: null, esperado: 5, diferenca: null, movimentado: 0, fora_tolerancia: false, seq: null },
          ],
        }),
        requestRecount: ({ params }) => { asked.push(params.itemId); return { ...lines[0], recontar: true }; },
        approveCount: () => { approved++; return { ...record, status_id: S.aprovado }; },
      },
    });
    const gaze = await waitFor(() => {
      const card = document.querySelector('[data-line="A-01-01-01 GAZE"]');
      expect(card).toBeTruthy();
      return card as HTMLElement;
    });
    expect(gaze.textContent).toContain('Esperado: 10');
    expect(gaze.textContent).toContain('Contado: 8');
    expect(gaze.textContent).toContain('Diferença: -2');
    expect(gaze.textContent).toContain('Movimentado desde a contagem: +3');
    expect(gaze.textContent).toContain('Fora da tolerância');
    expect(gaze.textContent).toContain('por Carla');
    fireEvent.click(within(gaze).getByRole('button', { name: 'Pedir recontagem' }));
    await waitFor(() => expect(asked).toEqual([lines[0].id]));
    // An uncounted line offers no recount.
    expect(within(document.querySelector('[data-line="A-01-01-02 LUVA"]') as HTMLElement).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar e lançar diferenças' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Lançar cada diferença no estoque como ajuste?');
    expect(approved).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar e lançar diferenças' }));
    await waitFor(() => expect(approved).toBe(1));
  });
});

describe('creating a count', () => {
  it('the scope chooses what the form asks: bins, materials, or how many of the most moved and over how many days', async () => {
    await renderScreen('/inventarios/add', { width: 390, permissions: ['view-inventarios', 'aprovar-inventario'] });
    const scope = await screen.findByRole('combobox', { name: /Escopo/ });
    expect(screen.getByText('Endereços', { selector: 'legend, label, h3, span, p, div' })).toBeTruthy();
    expect(screen.queryByLabelText(/Materiais mais movimentados/)).toBeNull();
    fireEvent.mouseDown(scope);
    fireEvent.click(await screen.findByRole('option', { name: 'Os mais movimentados (ABC)' }));
    expect(await screen.findByLabelText(/Materiais mais movimentados \(quantos\)/)).toBeTruthy();
    expect(screen.getByLabelText(/Nos últimos \(dias\)/)).toBeTruthy();
  });
});

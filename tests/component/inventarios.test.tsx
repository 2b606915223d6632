import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { checkDigit, gs1HumanReadable } from '../../src/registry/gs1';
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
const read = (code: string, id = 'count-read') => {
  const input = document.getElementById(id)!;
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
    await screen.findByTestId('count-line');
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
    await waitFor(() => expect(document.getElementById('count-read-helper-text')?.textContent).toBe('Nenhum item deste endereço corresponde a NOPE-1'));
    expect(document.getElementById('count-read-helper-text')?.getAttribute('role')).toBe('alert');
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

const GTIN = `0789100020010${checkDigit('0789100020010')}`;
const dipirona = (id: string) => ({ id, codigo: 'DIP-500', descricao: 'Dipirona', unidade: 'UN', via: 'gtin' as const, fator: 1 });

describe('the counter\'s sheet read by GS1 codes', () => {
  it('a GS1 read fills product and lot: it picks that lot\'s line, and (37) adds that many', async () => {
    const lines = [line('A-01-01-01', 'DIP-500', { lote: 'L1', controla_lote: true }), line('A-01-01-01', 'DIP-500', { lote: 'L2', controla_lote: true })];
    lines[1].material_id = lines[0].material_id;
    const record = count(lines);
    await renderScreen(`/inventarios/${record.id}/show`, {
      width: 390, permissions: ['view-inventarios'], user: { id: me }, data: { inventarios: [record] },
      operations: {
        getCountSheet: () => ({ id: record.id, numero: 12, status_id: S.emContagem, contador: true, linhas: lines }),
        resolveCode: ({ query }) => ({ data: query.codigo === GTIN ? [dipirona(lines[0].material_id)] : [] }),
      },
    });
    await screen.findByText('Contagem cega: as quantidades esperadas não aparecem');
    read('A-01-01-01');
    await screen.findByRole('heading', { name: 'Endereço: A-01-01-01' });
    // The product alone is two lines: which lot is asked.
    read('DIP-500');
    await waitFor(() => expect(document.getElementById('count-read-helper-text')?.textContent).toBe('Lote: L1, L2'));
    read(gs1HumanReadable({ gtin: GTIN, lot: 'L2', expiry: '2027-12-31' }));
    const panel = await screen.findByTestId('count-line');
    await waitFor(() => expect(within(panel).getByText('Lote: L2')).toBeTruthy());
    const quantity = within(panel).getByLabelText(/Quantidade contada/) as HTMLInputElement;
    await waitFor(() => expect(quantity.value).toBe('1'));
    read(gs1HumanReadable({ content: GTIN, lot: 'L2', count: 6 }));
    await waitFor(() => expect(quantity.value).toBe('7'));
  });

  it('a code that matches nothing says so under the field and keeps the line and quantity read before', async () => {
    const lines = [line('A-01-01-01', 'GAZE')];
    const record = count(lines);
    await renderScreen(`/inventarios/${record.id}/show`, {
      width: 390, permissions: ['view-inventarios'], user: { id: me }, data: { inventarios: [record] },
      operations: {
        getCountSheet: () => ({ id: record.id, numero: 12, status_id: S.emContagem, contador: true, linhas: lines }),
        resolveCode: () => ({ data: [] }),
      },
    });
    await screen.findByText('Contagem cega: as quantidades esperadas não aparecem');
    read('A-01-01-01');
    await screen.findByRole('heading', { name: 'Endereço: A-01-01-01' });
    read('GAZE');
    const quantity = within(await screen.findByTestId('count-line')).getByLabelText(/Quantidade contada/) as HTMLInputElement;
    await waitFor(() => expect(quantity.value).toBe('1'));
    read(gs1HumanReadable({ gtin: GTIN, lot: 'L1' }));
    await waitFor(() => expect(document.getElementById('count-read-helper-text')?.textContent)
      .toBe(`Nenhum material, endereço ou nota tem o código ${GTIN}: nada foi alterado`));
    expect(quantity.value).toBe('1');
    expect(within(screen.getByTestId('count-line')).getByRole('heading').textContent).toContain('GAZE');
  });

  it('"Product not on the list": a GS1 read fills product and lot, its (37) the quantity; an unknown code keeps them; Add sends the line', async () => {
    const lines = [line('A-01-01-01', 'GAZE')];
    const record = count(lines);
    const materialId = fakeId();
    const added: unknown[] = [];
    await renderScreen(`/inventarios/${record.id}/show`, {
      width: 390, permissions: ['view-inventarios'], user: { id: me }, data: { inventarios: [record] },
      operations: {
        getCountSheet: () => ({ id: record.id, numero: 12, status_id: S.emContagem, contador: true, linhas: lines }),
        resolveCode: ({ query }) => ({ data: query.codigo === GTIN ? [dipirona(materialId)] : [] }),
        addLine: ({ body }) => { added.push(body); return { ...lines[0], id: fakeId(), material_id: body.material_id, codigo: 'DIP-500', lote: body.lote ?? null, contado: body.quantidade, contado_por: me, contagens: 1, adicionada: true }; },
      },
    });
    await screen.findByText('Contagem cega: as quantidades esperadas não aparecem');
    read('A-01-01-01');
    fireEvent.click(await screen.findByRole('button', { name: 'Produto fora da lista' }));
    const form = await screen.findByRole('form', { name: 'Produto fora da lista' });
    read(gs1HumanReadable({ content: GTIN, lot: 'L7', count: 6 }), 'add-line-product');
    await waitFor(() => expect(within(form).getByTestId('add-line-material').textContent).toBe('DIP-500 · Dipirona'));
    expect((within(form).getByLabelText(/^Lote/) as HTMLInputElement).value).toBe('L7');
    expect((within(form).getByLabelText(/Quantidade contada/) as HTMLInputElement).value).toBe('6');
    read('NOPE-9', 'add-line-product');
    await waitFor(() => expect(document.getElementById('add-line-product-helper-text')?.textContent).toBe('Nenhum material, endereço ou nota tem o código NOPE-9: nada foi alterado'));
    expect(within(form).getByTestId('add-line-material').textContent).toBe('DIP-500 · Dipirona');
    expect((within(form).getByLabelText(/^Lote/) as HTMLInputElement).value).toBe('L7');
    fireEvent.click(within(form).getByRole('button', { name: 'Adicionar e contar' }));
    await waitFor(() => expect(added).toEqual([{ endereco: 'A-01-01-01', material_id: materialId, quantidade: 6, lote: 'L7' }]));
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

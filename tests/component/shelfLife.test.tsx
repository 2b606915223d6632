import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import expedicoes from '../../src/resources/expedicoes';
import { fakeId } from './fakeApi';
import { renderScreen } from './renderScreen';

// Moved from tests/e2e/expedicoes.spec.ts: the outbound note's form asks the shelf-life rule
// about a lot typed by hand (checkShelfLife), flags it under its line and holds Save until a
// holder of liberar-validade gives a reason. The rule and the release are tests/api/expedicoes.test.ts's.

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('shelf life on an outbound note', () => {
  it('a lot typed by hand past its shelf life is flagged at once and holds Save until a release reason is given (issue 28)', async () => {
    const material = { id: fakeId(), version: 1, codigo: 'EXP1', descricao: 'Leite UHT', unidade: 'UN' };
    const destinatario = { id: fakeId(), version: 1, nome: 'Mercado EXP1', cpf_cnpj: '11444777000161' };
    const nota = {
      id: fakeId(), version: 1, numero_nf: '123', destinatario_id: destinatario.id, data: '2029-12-01', status_id: expedicoes.statusIds.aberta,
      itens: [{ id: fakeId(), material_id: material.id, quantidade: 5, lote: null, endereco: null, motivo_liberacao: null }],
    };
    const { api, router } = await renderScreen(`/expedicoes/${nota.id}`, {
      data: { materiais: [material], destinatarios: [destinatario], expedicoes: [nota] },
      operations: {
        checkShelfLife: ({ query }) => (query.lote === 'EXP1-OLD'
          ? { data: '2029-12-01', validade: '2026-01-31', dias: -1400, minimo: 0, codigo: 'vencido', motivo: 'vencido em 31/01/2026' }
          : { data: '2029-12-01', validade: null, dias: null, minimo: 0, codigo: null, motivo: null }),
      },
    });
    await waitFor(() => expect(field('itens.0.lote')).toBeTruthy());
    type('itens.0.lote', 'EXP1-OLD');
    type('itens.0.endereco', 'A-03-01-01');
    const warning = async () => (await screen.findAllByRole('alert')).find((a) => a.textContent?.includes('EXP1-OLD'));
    await waitFor(async () => expect((await warning())?.textContent).toContain('vencido em 31/01/2026'));
    const save = () => screen.getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(true));
    // The admin holds every role, liberar-validade included: a reason releases the line.
    type('itens.0.motivo_liberacao', 'Doação autorizada pela qualidade');
    await waitFor(async () => expect((await warning())?.textContent).toContain('Doação autorizada pela qualidade'));
    await waitFor(() => expect(save().hasAttribute('disabled')).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/expedicoes$/));
    expect(api.db.expedicoes[0].itens[0]).toMatchObject({ lote: 'EXP1-OLD', endereco: 'A-03-01-01', motivo_liberacao: 'Doação autorizada pela qualidade' });
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import itinerarios from '../../src/resources/itinerarios';
import { USER_TYPES } from '../../src/registry/seedIds';
import { fakeId, refusal } from './fakeApi';
import { renderScreen } from './renderScreen';

// Moved from tests/e2e/refusals.spec.ts: an itinerary's impossible values are said under their
// fields, and what was typed stays. That the server refuses them (the odometer on create and
// update, a delivery above its pickup, the stops kept as they were) is tests/api/refusals.test.ts's;
// here the fake answers the save as the server does, and the screen must put it where it belongs.

const T = {
  pt: { save: 'Salvar', kmFinal: 'Não pode ser menor que Km inicial', deliveryFirst: 'Esta entrega vem antes da coleta da sua solicitação', moveUp: 'Mover para cima' },
  en: { save: 'Save', kmFinal: 'Must not be less than Start odometer (km)', deliveryFirst: 'This delivery comes before the pickup of its request', moveUp: 'Move up' },
} as const;
const DESKTOP = 1400;
const PHONE = 390;

/** The innermost form control holding an input (a line's sits inside its list's): its helper text is the message under that input. */
const control = (name: string) => {
  const input = document.querySelector(`input[name="${name}"]`);
  let el = input?.parentElement ?? null;
  while (el && !el.classList.contains('MuiFormControl-root')) el = el.parentElement;
  return el;
};

const arrange = (deliveryFirst: string) => {
  const motorista = { id: fakeId(), version: 1, firstName: 'Dirce', email: 'dirce@motoristas.example.com', tipo_id: USER_TYPES.motorista.id, roles: [], ativo: true };
  const veiculo = { id: fakeId(), version: 1, placa: 'KAB1C23', modelo: 'Furgão', ativo: true };
  const cliente = { id: fakeId(), version: 1, tipo_pessoa: 'PJ', nome: 'Cliente KM', cpf_cnpj: '11444777000161' };
  const material = { id: fakeId(), version: 1, codigo: 'KM-MAT', descricao: 'Caixa', unidade: 'CX' };
  const [o, d] = [{ id: fakeId(), version: 1, codigo: 'KM-O', nome_fantazia: 'Origem' }, { id: fakeId(), version: 1, codigo: 'KM-D', nome_fantazia: 'Destino' }];
  const solicitacao = {
    id: fakeId(), version: 1, numero: 3, cliente_id: cliente.id, origem_id: o.id, destino_id: d.id, data_prevista: '2031-03-01',
    itens: [{ id: fakeId(), material_id: material.id, quantidade: 1 }],
  };
  const itinerario = {
    id: fakeId(), version: 1, numero: 5, data: '2031-03-01', motorista_id: motorista.id, veiculo_id: veiculo.id, km_inicial: 100, km_final: null,
    status_id: itinerarios.statusIds.aberto,
    paradas: [
      { id: fakeId(), ponto_id: o.id, solicitacao_id: solicitacao.id, tipo: 'coleta' },
      { id: fakeId(), ponto_id: d.id, solicitacao_id: solicitacao.id, tipo: 'entrega' },
    ],
  };
  return {
    itinerario,
    options: {
      data: { usuarios: [motorista], veiculos: [veiculo], clientes: [cliente], materiais: [material], pontos: [o, d], solicitacoes: [solicitacao], itinerarios: [itinerario] },
      // The server's refusal of a delivery above its pickup (server.ts): only it knows the stops belong to one request.
      before: {
        itinerarios: ({ method, body }: { method: string; body?: Record<string, unknown> }) => {
          const stops = (body?.paradas ?? []) as { tipo: string }[];
          if (method === 'PUT' && stops[0]?.tipo === 'entrega') throw refusal(400, deliveryFirst, { 'paradas.0.tipo': deliveryFirst });
        },
      },
    },
  };
};

describe('itinerary refusals', () => {
  for (const lang of ['pt', 'en'] as const) {
    const t = T[lang];
    for (const width of [DESKTOP, PHONE]) {
      it(`${lang} at ${width} px: an odometer going backwards and a delivery before its pickup are refused under their fields`, async () => {
        const { itinerario, options } = arrange(t.deliveryFirst);
        const { api } = await renderScreen(`/v2/itinerarios/itinerario/${itinerario.id}`, { locale: lang, width, ...options });
        await waitFor(() => expect(document.querySelector('input[name="km_final"]')).toBeTruthy());
        const kmFinal = () => document.querySelector('input[name="km_final"]') as HTMLInputElement;
        const save = async () => {
          const button = screen.getByRole('button', { name: t.save });
          await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
          fireEvent.click(button);
        };

        fireEvent.change(kmFinal(), { target: { value: '50' } });
        await save();
        await waitFor(() => expect(control('km_final')?.textContent).toContain(t.kmFinal));
        expect(kmFinal().value).toBe('50');

        // The delivery moved above its pickup: refused by the server, said under the stop's type.
        fireEvent.change(kmFinal(), { target: { value: '150' } });
        fireEvent.click(within(document.querySelector('[data-line="2"]') as HTMLElement).getByRole('button', { name: t.moveUp }));
        await save();
        await waitFor(() => expect(control('paradas.0.tipo')?.textContent).toContain(t.deliveryFirst));
        const stored = api.db.itinerarios[0];
        expect((stored.paradas as { tipo: string }[]).map((p) => p.tipo)).toEqual(['coleta', 'entrega']);
        expect(stored.km_final).toBeNull();
      });
    }
  }
});

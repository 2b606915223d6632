import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/registry/answers';
import ordensServico from '../../src/resources/ordens-servico';
import { fakeId } from './fakeApi';
import { renderScreen } from './renderScreen';

// Moved from tests/e2e/status-names.spec.ts: seeded statuses read in the page's language
// (docs/architecture.md "Statuses"): the lifecycle buttons, the status chip, the history and the
// list of a service order, in English and in Arabic, while what is stored and what the server
// names in the history stay Portuguese. That the API answers the Portuguese names is
// tests/api/permissions.test.ts's (the status list).

const LANGS = {
  en: { move: 'Move to', open: 'Open', inProgress: 'In progress', done: 'Completed', history: 'History' },
  ar: { move: 'تغيير إلى', open: 'مفتوح', inProgress: 'قيد التنفيذ', done: 'مكتمل', history: 'السجل' },
} as const;

describe('status names', () => {
  for (const [lang, t] of Object.entries(LANGS) as [keyof typeof LANGS, (typeof LANGS)[keyof typeof LANGS]][]) {
    it(`a service order's statuses in ${lang}: buttons, chip, list and history`, async () => {
      const { statusIds } = ordensServico;
      const cliente = { id: fakeId(), version: 1, tipo_pessoa: 'PJ', nome: 'Cliente SN', cpf_cnpj: '11444777000161' };
      const os = { id: fakeId(), version: 1, numero: 12, cliente_id: cliente.id, descricao: `Status ${lang}`, status_id: statusIds.aberta };
      // The server's history names the statuses it links as stored: in Portuguese.
      const history: Record<string, HistoryEntry[]> = { [`ordens-servico/${os.id}`]: [] };
      const historyLabels = { [`ordens-servico/${os.id}`]: { [statusIds.aberta]: 'Aberta', [statusIds.emAndamento]: 'Em andamento' } };
      const { api, router } = await renderScreen(`/v2/ordens-servico/${os.id}/show`, {
        locale: lang, data: { clientes: [cliente], 'ordens-servico': [os] }, history, historyLabels,
      });

      const start = await screen.findByRole('button', { name: `${t.move} ${t.inProgress}` });
      expect(screen.getByTestId('transitions').textContent).not.toContain('Em andamento');
      await waitFor(() => expect([...document.querySelectorAll('.MuiChip-root')].some((c) => c.textContent === t.open)).toBe(true));
      fireEvent.click(start);
      await screen.findByRole('button', { name: `${t.move} ${t.done}` });

      // What is stored is the seeded status, whose name stays Portuguese.
      const stored = api.db['ordens-servico'][0].status_id;
      expect(stored).toBe(statusIds.emAndamento);
      expect(api.db.status.find((s) => s.id === stored)?.nome).toBe('Em andamento');

      history[`ordens-servico/${os.id}`].push({
        id: fakeId(), action: 'transition', user_id: 'u-test', user_name: 'Ana', at: new Date().toISOString(),
        changes: { status_id: { from: statusIds.aberta, to: statusIds.emAndamento } },
      });
      fireEvent.click(screen.getByRole('tab', { name: t.history }));
      const list = await screen.findByRole('list', { name: t.history });
      await waitFor(() => expect(list.textContent).toContain(t.inProgress));
      expect(list.textContent).not.toContain('Em andamento');

      await router.navigate(`/v2/ordens-servico?filter=${encodeURIComponent(JSON.stringify({ q: `Status ${lang}` }))}`);
      const main = await screen.findByRole('main');
      await waitFor(() => expect(within(main).getAllByText(t.inProgress).length).toBeGreaterThan(0));
      expect(main.textContent).not.toContain('Em andamento');
    });
  }
});

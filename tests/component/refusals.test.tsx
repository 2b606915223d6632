import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ordensServico from '../../src/resources/ordens-servico';
import { fakeId, refusal } from './fakeApi';
import { renderScreen } from './renderScreen';

// Moved from tests/e2e/refusals.spec.ts: what the server refuses is said once it has answered,
// under what it concerns; a move that cannot be undone asks first and leaves the record read-only.
// That the server refuses them is tests/api/'s: crud.test.ts "refuses to delete a grupo still
// referenced", refusals.test.ts "statuses that are final".

const T = {
  pt: {
    delete: 'Remover', confirm: 'Confirmar', cancel: 'Cancelar', deleted: 'Elemento removido', save: 'Salvar',
    inUse: 'Este registro ainda é usado por Materiais e não pode ser excluído',
    start: 'Mudar para Em andamento', conclude: 'Mudar para Concluída', asks: 'Mudar para Concluída?', moved: 'Status alterado para Concluída',
    edit: 'Editar',
  },
  en: {
    delete: 'Delete', confirm: 'Confirm', cancel: 'Cancel', deleted: 'Element deleted', save: 'Save',
    inUse: 'This record is still used by Materials and cannot be deleted',
    start: 'Move to In progress', conclude: 'Move to Completed', asks: 'Move to Completed?', moved: 'Status changed to Completed',
    edit: 'Edit',
  },
} as const;
const DESKTOP = 1400;
const PHONE = 390;
const prefix = (lang: 'pt' | 'en') => (lang === 'en' ? '' : `/${lang}`);

/** Two categories, the first still used by a material: the server refuses its delete with `inUse`. */
const categories = (inUse: string) => {
  const used = { id: fakeId(), version: 1, nome: 'DEL usada' };
  const free = { id: fakeId(), version: 1, nome: 'DEL livre' };
  return {
    used, free,
    options: {
      data: { categorias: [used, free] },
      before: { categorias: ({ method, id }: { method: string; id?: string }) => { if (method === 'DELETE' && id === used.id) throw refusal(409, inUse); } },
    },
  };
};
const rowOf = (name: string) => [...document.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes(name)) as HTMLElement | undefined;

for (const lang of ['pt', 'en'] as const) {
  const t = T[lang];

  describe(lang, () => {
    it(`${lang}: a bulk delete asks first; a record still in use stays, with the reason, and nothing says it was removed`, async () => {
      const { used, free, options } = categories(t.inUse);
      const { api } = await renderScreen(`/categorias?filter=${encodeURIComponent(JSON.stringify({ q: 'DEL' }))}`, { locale: lang, width: DESKTOP, ...options });
      await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(2));
      const bulkDelete = () => within(document.querySelector('[data-test="bulk-actions-toolbar"]') as HTMLElement).getByRole('button', { name: t.delete });

      fireEvent.click(within(rowOf('DEL usada')!).getByRole('checkbox'));
      fireEvent.click(bulkDelete());
      const dialog = await screen.findByRole('dialog');
      // Nothing is gone while the question is open.
      expect(rowOf('DEL usada')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: t.confirm }));
      expect(await screen.findByText(t.inUse)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.queryByText(t.deleted)).toBeNull();
      expect(rowOf('DEL usada')).toBeTruthy();
      expect(api.db.categorias.map((c) => c.id)).toContain(used.id);

      fireEvent.click(within(rowOf('DEL usada')!).getByRole('checkbox'));
      fireEvent.click(within(rowOf('DEL livre')!).getByRole('checkbox'));
      fireEvent.click(bulkDelete());
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.confirm }));
      expect(await screen.findByText(t.deleted)).toBeTruthy();
      await waitFor(() => expect(rowOf('DEL livre')).toBeUndefined());
      expect(rowOf('DEL usada')).toBeTruthy();
      expect(api.db.categorias.map((c) => c.id)).not.toContain(free.id);
    });

    it(`${lang}: on a phone, deleting a record still in use from its page keeps it and says why`, async () => {
      const { used, options } = categories(t.inUse);
      const { router } = await renderScreen(`/categorias/${used.id}`, { locale: lang, width: PHONE, ...options });
      fireEvent.click(await screen.findByRole('button', { name: t.delete }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.confirm }));
      expect(await screen.findByText(t.inUse)).toBeTruthy();
      expect(screen.queryByText(t.deleted)).toBeNull();
      expect(router.state.location.pathname).toBe(`${prefix(lang)}/categorias/${used.id}`);
    });

    for (const width of [DESKTOP, PHONE]) {
      it(`${lang} at ${width} px: concluding a service order asks first; then it is read-only and cannot be deleted`, async () => {
        const { statusIds } = ordensServico;
        const cliente = { id: fakeId(), version: 1, tipo_pessoa: 'PJ', nome: 'Cliente OS', cpf_cnpj: '11444777000161' };
        const os = { id: fakeId(), version: 1, numero: 7, cliente_id: cliente.id, descricao: 'Revisão', status_id: statusIds.aberta };
        const { api, router } = await renderScreen(`/v2/ordens-servico/${os.id}/show`, { locale: lang, width, data: { clientes: [cliente], 'ordens-servico': [os] } });
        const stored = () => api.db['ordens-servico'][0].status_id;
        // A move that can be undone does not ask.
        fireEvent.click(await screen.findByRole('button', { name: t.start }));
        await screen.findByRole('button', { name: t.conclude });
        expect(screen.queryByRole('dialog')).toBeNull();
        expect(stored()).toBe(statusIds.emAndamento);

        fireEvent.click(screen.getByRole('button', { name: t.conclude }));
        const dialog = await screen.findByRole('dialog', { name: t.asks });
        fireEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
        await waitFor(() => expect(screen.queryByRole('dialog', { name: t.asks })).toBeNull());
        expect(stored()).toBe(statusIds.emAndamento);

        // Once the question has gone, the page is there to act on again.
        fireEvent.click(await screen.findByRole('button', { name: t.conclude }));
        fireEvent.click(within(await screen.findByRole('dialog', { name: t.asks })).getByRole('button', { name: t.confirm }));
        expect(await screen.findByText(t.moved)).toBeTruthy();
        expect(stored()).toBe(statusIds.concluida);
        await waitFor(() => expect(screen.queryAllByRole('button', { name: /^(Mudar para|Move to)/ })).toHaveLength(0));
        expect(screen.queryByRole('link', { name: t.edit })).toBeNull();

        // Its edit page opens read-only, on the record's page: nothing to save, nothing to delete.
        await router.navigate(`/v2/ordens-servico/${os.id}`);
        await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`/ordens-servico/${os.id}/show$`)));
        expect(screen.queryByRole('button', { name: t.save })).toBeNull();
        expect(screen.queryByRole('button', { name: t.delete })).toBeNull();
      });
    }
  });
}

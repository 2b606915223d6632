import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeId, refusal } from './fakeApi';
import { renderScreen } from './renderScreen';

// The states of a generated list (moved from tests/e2e/lists.spec.ts): loading, failed, empty,
// past the end, the pager's words and numbers, and a record's title.

const cliente = (nome: string) => ({ id: fakeId(), version: 1, tipo_pessoa: 'PJ', nome, cpf_cnpj: '11444777000161', cidade: 'São Paulo', uf: 'SP', telefone: '1134567890' });
const clientes = (names: string[]) => ({ clientes: names.map(cliente) });
const filtered = (q: string, params = '') => `/clientes?filter=${encodeURIComponent(JSON.stringify({ q }))}${params}`;
const names = () => [...document.querySelectorAll('tbody td.column-nome')].map((td) => td.textContent);

describe('a list', () => {
  it('a slow list shows a skeleton; a failed one shows the error and a retry, never "no results" with a pager', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let failing = false;
    await renderScreen(filtered('Falha'), {
      data: clientes(['Falha Um', 'Falha Dois']),
      before: {
        clientes: async ({ method, id }) => {
          if (method !== 'GET' || id) return;
          await held;
          if (failing) throw refusal(500, 'Banco de dados indisponível');
        },
      },
    });
    // react-admin's skeleton: placeholder rows (after a second, so quick loads do not flash), no data, no "no results".
    await waitFor(() => expect(document.querySelectorAll('.RaDatagrid-root tbody tr').length).toBeGreaterThan(0));
    expect(names()).toEqual([]);
    expect(screen.queryByText('Nenhum resultado')).toBeNull();
    release();
    await waitFor(() => expect(names()).toHaveLength(2));

    failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('Não foi possível carregar a lista');
    expect(alert.textContent).toContain('Banco de dados indisponível');
    expect(screen.queryByText('Nenhum resultado')).toBeNull();
    expect(screen.queryByText(/\bde\b \d/)).toBeNull();
    expect(document.querySelector('nav.MuiPagination-root')).toBeNull();

    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(screen.getByText('1-2 de 2')).toBeTruthy();
  });

  it('a page past the end moves to the last page', async () => {
    const { router } = await renderScreen(filtered('Pagina', '&sort=nome&order=ASC&perPage=2&page=9'), {
      data: clientes(['Pagina A', 'Pagina B', 'Pagina C', 'Pagina D', 'Pagina E']),
    });
    await waitFor(() => expect(router.state.location.search).toMatch(/[?&]page=3\b/));
    await waitFor(() => expect(names()).toEqual(['Pagina E']));
    expect(await screen.findByText('5-5 de 5')).toBeTruthy();
  });

  it('the pager counts in the page language, is labelled in it, and shows a capped count as 10.000+ with Next while pages are full', async () => {
    const many = (n: number) => clientes(Array.from({ length: n }, (_, i) => `Contagem ${String(i).padStart(5, '0')}`));
    const first = await renderScreen(filtered('Contagem', '&sort=nome&order=ASC&perPage=2'), { data: many(1251) });
    expect(await screen.findByText('1-2 de 1.251')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Páginas da lista' });
    expect(within(pager).getByRole('button', { name: 'Ir para página 626' })).toBeTruthy();
    expect(screen.getByText('Linhas por página:')).toBeTruthy();
    first.unmount();

    // The API counts up to its cap (LIST_TOTAL_CAP, 10001), which the pager reads as "more than 10.000".
    await renderScreen(filtered('Contagem', '&sort=nome&order=ASC&perPage=2&page=5001'), { data: many(10_005) });
    expect(await screen.findByText('10.001-10.002 de 10.000+')).toBeTruthy();
    const next = () => within(screen.getByRole('navigation', { name: 'Páginas da lista' })).getByRole('button', { name: 'Próxima' });
    expect(next().hasAttribute('disabled')).toBe(false);
    fireEvent.click(next());
    expect(await screen.findByText('10.003-10.004 de 10.000+')).toBeTruthy();
    fireEvent.click(next());
    // A page that is not full is the last one, whatever the capped total says.
    expect(await screen.findByText('10.005-10.005 de 10.000+')).toBeTruthy();
    expect(names()).toEqual(['Contagem 10004']);
    expect(next().hasAttribute('disabled')).toBe(true);
  });

  for (const [locale, width, create] of [['pt', 1400, 'Criar'], ['ar', 390, 'إنشاء']] as const) {
    it(`an empty list invites creating the first record, at /add (${locale}, ${width} px)`, async () => {
      const { router } = await renderScreen('/bandeiras', { locale, width });
      const empty = await screen.findByTestId('list-empty');
      expect(document.querySelector('nav.MuiPagination-root')).toBeNull();
      fireEvent.click(within(empty).getByRole('link', { name: create }));
      await waitFor(() => expect(router.state.location.pathname).toBe(`/${locale}/bandeiras/add`));
    });
  }

  it('record titles read "Cliente Transportes Açaí Ltda", without "#", in every language', async () => {
    const record = cliente('Titulo Transportes Açaí Ltda');
    for (const [locale, name, pj] of [
      ['pt', 'Cliente', 'Pessoa jurídica'], ['es', 'Cliente', 'Persona jurídica'], ['fr', 'Client', null], ['ar', 'عميل', null],
    ] as const) {
      const view = await renderScreen(`/clientes/${record.id}/show`, { locale, data: { clientes: [record] } });
      expect((await screen.findAllByText('Titulo Transportes Açaí Ltda')).length).toBeGreaterThan(0);
      expect(await screen.findByText(`${name} Titulo Transportes Açaí Ltda`)).toBeTruthy();
      expect(document.body.textContent).not.toContain('#');
      if (pj) expect(screen.getByText(pj)).toBeTruthy();
      view.unmount();
    }
  });
});

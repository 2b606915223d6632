import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedNow } from '../../src/lazyReady';
import { screenAt } from '../../src/resourceRoutes';
import { renderScreen } from './renderScreen';

// Moved from tests/e2e/shell.spec.ts "menu": which groups and entries a user's roles show, in
// SPEC 2's order. Signing in with those roles is tests/api/'s and the e2e suite's.

const menu = () => screen.getByRole('navigation', { name: 'Main menu' });
const groups = () => [...menu().querySelectorAll('[data-menu-group]')] as HTMLElement[];
const links = () => within(menu()).queryAllByRole('link').map((a) => a.textContent);

describe('menu', () => {
  it('a transport user sees only the Transport group and the entries of the roles held; a toggled group stays so', async () => {
    const as = { locale: 'en', permissions: ['view-coleta-entrega', 'view-veiculos'] } as const;
    const { router, unmount } = await renderScreen('/', as);
    await waitFor(() => expect(groups().map((g) => g.textContent)).toEqual(['Transport']));
    fireEvent.click(groups()[0]);
    await waitFor(() => expect(links()).toEqual(['Airports', 'Materials', 'Vehicles', 'Supplies', 'Maps']));

    fireEvent.click(within(menu()).getByRole('link', { name: 'Vehicles' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/veiculos'));
    expect((await screen.findAllByRole('heading', { name: 'Vehicles' })).length).toBeGreaterThan(0);

    // The group of the current page is open; closing it is remembered over a reload.
    fireEvent.click(groups()[0]);
    await waitFor(() => expect(links()).toHaveLength(0));
    unmount();
    await renderScreen('/veiculos', { ...as, reload: true });
    await waitFor(() => expect(groups()[0]?.getAttribute('aria-expanded')).toBe('false'));
    expect(links()).toHaveLength(0);
  });

  it("pointing at an entry asks for its screen's code before the click (docs/decisions.md \"Suspense on the first screen\")", async () => {
    await renderScreen('/', { locale: 'en', permissions: ['view-coleta-entrega', 'view-veiculos'] });
    await waitFor(() => expect(groups().map((g) => g.textContent)).toEqual(['Transport']));
    if (!links().length) fireEvent.click(groups()[0]);
    await waitFor(() => expect(links().length).toBeGreaterThan(0));
    // An entry whose screen no other test of this file has drawn yet.
    const entry = within(menu()).getAllByRole('link').find((a) => !loadedNow(screenAt(a.getAttribute('data-menu-entry')!)!.load))!;
    expect(entry).toBeDefined();
    const code = screenAt(entry.getAttribute('data-menu-entry')!)!.load;
    fireEvent.mouseEnter(entry);
    await waitFor(() => expect(loadedNow(code)).toBeDefined());
  });

  it('admin sees every group in SPEC order, and the Produtos sub-group', async () => {
    const { router } = await renderScreen('/', {
      locale: 'en',
      operations: { getStockByBin: () => ({ data: [], total: 0 }) },
    });
    await waitFor(() => expect(groups().map((g) => g.textContent)).toEqual(['Dashboards', 'Settings', 'Management', 'Transport', 'Warehousing', 'Reports']));
    fireEvent.click(within(menu()).getByRole('button', { name: 'Warehousing' }));
    fireEvent.click(await within(menu()).findByRole('button', { name: 'Products' }));
    fireEvent.click(await within(menu()).findByRole('link', { name: 'Stock by lot and location' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/produtos/saldo-produto-lote-enderecamento'));
    // The warehouse pages are real now: the page is titled as its menu entry, never "coming soon".
    await waitFor(() => expect(document.querySelector('#react-admin-title')?.textContent).toBe('Stock by lot and location'));
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });
});

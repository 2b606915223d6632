import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeApi } from './fakeApi';
import { renderScreen } from './renderScreen';

type Router = Awaited<ReturnType<typeof renderScreen>>['router'];

// Moved from tests/e2e/settings.spec.ts: the current settings' form reads numbers and picks a
// time zone in the page's language, and sends what the API takes.

const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
/** The body of the last PUT of the settings. */
const lastPut = (api: FakeApi) => api.calls.filter((c) => c.method === 'PUT' && c.path.startsWith('/configuracoes/')).at(-1)?.body;
/**
 * Saves and waits for the app to come back: saving leaves the form for the list, which opens the
 * current settings again. The list's path is there for a moment only, so every place the router
 * goes is kept; a navigation by hand while that chain runs can be lost to it.
 */
const saveAndReopen = async (router: Router, lang: string, save: string) => {
  const visited: string[] = [];
  const unsubscribe = router.subscribe((state) => { visited.push(state.location.pathname); });
  fireEvent.click(screen.getByRole('button', { name: save }));
  await waitFor(() => expect(visited).toContain(`/${lang}/configuracoes`));
  await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^/${lang}/configuracoes/[0-9a-f-]{36}$`)));
  unsubscribe();
};

describe('settings', () => {
  it('the settings entry opens the current settings; decimals are typed in the page language', async () => {
    const { router, api } = await renderScreen('/configuracoes');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/pt\/configuracoes\/[0-9a-f-]{36}$/));
    await waitFor(() => expect(input('fator_cubagem')?.value).toBe('300'));
    type(input('fator_cubagem'), '1.234,5678');
    type(input('docas'), '6');
    await saveAndReopen(router, 'pt', 'Salvar');
    expect(lastPut(api)).toMatchObject({ fator_cubagem: 1234.5678, docas: 6 });
    await waitFor(() => expect(input('fator_cubagem')?.value).toBe('1.234,5678'));
    // A value that is no number is named under its field, nothing is sent.
    const puts = api.calls.filter((c) => c.method === 'PUT').length;
    type(input('fator_cubagem'), '12abc');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findAllByText('Deve ser um número')).length).toBeGreaterThan(0);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(puts);
  });

  for (const { lang, label, save } of [
    { lang: 'pt', label: 'Fuso horário', save: 'Salvar' },
    { lang: 'ar', label: 'المنطقة الزمنية', save: 'حفظ' },
  ] as const) {
    it(`the time zone is picked from a searchable list of zones (${lang})`, async () => {
      const { router, api } = await renderScreen('/configuracoes', { locale: lang });
      const zone = async () => await screen.findByRole('combobox', { name: label }) as HTMLInputElement;
      await waitFor(async () => expect((await zone()).value).toMatch(/^America\/Sao Paulo \(/));
      type(await zone(), 'lisb');
      fireEvent.click(await screen.findByRole('option', { name: /^Europe\/Lisbon \(/ }));
      await saveAndReopen(router, lang, save);
      expect(lastPut(api)).toMatchObject({ fuso_horario: 'Europe/Lisbon' });
      await waitFor(async () => expect((await zone()).value).toMatch(/^Europe\/Lisbon \(/));
      type(await zone(), 'sao pau');
      fireEvent.click(await screen.findByRole('option', { name: /^America\/Sao Paulo \(/ }));
      fireEvent.click(screen.getByRole('button', { name: save }));
      await waitFor(() => expect(api.db.configuracoes[0].fuso_horario).toBe('America/Sao_Paulo'));
    });
  }
});

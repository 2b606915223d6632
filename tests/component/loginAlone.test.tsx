import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { type Root, createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from '../../i18n';
import { openLoginAlone } from '../../src/layout/LoginAlone';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { setCurrentLocale } from '../../src/providers/locale';
import { prefixOf } from '../../src/providers/localeRoute';

// The login page opened alone (docs/decisions.md "The login page alone") translates from its own
// part of the catalog; a key that part lacks would show as the key itself, with only a warning.

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** The page alone in `locale`, with every warning the translator gives. */
const open = async (locale: Locale) => {
  const warnings: string[] = [];
  for (const level of ['warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => { warnings.push(args.map(String).join(' ')); });
  }
  setCurrentLocale(locale);
  const i18n = await createI18nProvider(locale, { signInOnly: true });
  const el = document.createElement('div');
  document.body.append(el);
  root = createRoot(el);
  await act(async () => openLoginAlone(root!, i18n, { locale, basename: prefixOf(locale) }));
  return { warnings, translate: (key: string) => i18n.translate(key) };
};

/** Text on the page that is a catalog key, not a translation (`app.account.login.title`). */
const rawKeys = () => (document.body.textContent ?? '').match(/\b(app|ra|resources)\.[a-z_]+\.[a-z_.]+/g) ?? [];
const ariaKeys = () => [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')!).filter((l) => /^(app|ra)\./.test(l));

describe('the login page alone', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every text of the page and of its language menu is in its catalog`, async () => {
      const { warnings, translate } = await open(locale);
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(translate('app.account.login.title'));
      expect(screen.getAllByRole('button', { name: translate('ra.auth.sign_in') })).toHaveLength(1);
      // Its links load the account pages under the language's prefix (no router here).
      expect(screen.getByRole('link', { name: translate('app.account.links.register') }).getAttribute('href')).toBe(`${prefixOf(locale)}/register`);
      fireEvent.click(screen.getByRole('button', { name: /English|Português|Français|Español|العربية/ }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getAllByRole('menuitem')).toHaveLength(LOCALES.length);
      expect(rawKeys()).toEqual([]);
      expect(ariaKeys()).toEqual([]);
      expect(warnings.filter((w) => /missing translation/i.test(w))).toEqual([]);
      expect(document.documentElement.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
    });
  }

  it('says a refusal on the form, in the words the server sent, and keeps what was typed', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ statusCode: 401, message: 'E-mail ou senha incorretos' }), { status: 401 }));
    await open('pt');
    const email = document.querySelector<HTMLInputElement>('input[name=email]')!;
    fireEvent.change(email, { target: { value: 'alguem@exemplo.com.br' } });
    fireEvent.change(document.querySelector('input[name=password]')!, { target: { value: 'errada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('E-mail ou senha incorretos');
    expect(email.value).toBe('alguem@exemplo.com.br');
    expect(localStorage.getItem('tokens')).toBeNull();
  });
});

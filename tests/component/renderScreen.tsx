// A component test renders the whole app (its <Admin>, routes, menu and catalogs) at one path,
// over the in-memory API of fakeApi.ts (docs/architecture.md "Testing").
import { cleanup, configure, render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import type { Locale } from '../../i18n';
import { Shell } from '../../src/App';
import { AppLayout } from '../../src/layout/AppLayout';
import { authProvider } from '../../src/providers/authProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { createQueryClient } from '../../src/providers/queryClient';
import { type StoredUser, session } from '../../src/providers/session';
import { v1DataProvider } from '../../src/providers/v1DataProvider';
import type { Role } from '../../src/registry/roles';
import { USER_TYPES } from '../../src/registry/seedIds';
import { createAppStore } from '../../src/theme/appStore';
import { type FakeApiOptions, fakeApi } from './fakeApi';

// The first screen of a file loads its lazy chunks: on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 10_000 });
afterEach(cleanup);
// Rendering the whole app in jsdom takes seconds on a busy machine, more than the unit project's 5 s.
vi.setConfig({ testTimeout: 30_000 });

export interface ScreenOptions extends FakeApiOptions {
  /** The signed-in user's roles (`['admin']` unless said). */
  permissions?: Role[];
  /** More of the signed-in user (a driver's `tipo_id`). */
  user?: Partial<StoredUser>;
  locale?: Locale;
  /** The window's width in px, which MUI's media queries read: 390 is a phone. */
  width?: number;
}

/** A JWT whose claims say it is valid for a day: the session the auth provider reads (it is never verified in the browser). */
const token = () => {
  const now = Math.floor(Date.now() / 1000);
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
  return `${part({ alg: 'none' })}.${part({ iat: now, exp: now + 86_400 })}.x`;
};

/** `window.matchMedia` for the width and height given: jsdom has none, and MUI would then take every query for false. */
const mediaAt = (width: number, height: number) => (query: string): MediaQueryList => {
  const px = (feature: string) => [...query.matchAll(new RegExp(`\\(${feature}:\\s*([\\d.]+)px\\)`, 'g'))].map((m) => Number(m[1]));
  const matches = !/prefers-|print|hover|pointer|orientation/.test(query)
    && px('min-width').every((v) => width >= v) && px('max-width').every((v) => width <= v)
    && px('min-height').every((v) => height >= v) && px('max-height').every((v) => height <= v);
  return {
    matches, media: query, onchange: null,
    addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false,
  };
};

/**
 * Renders the app signed in at `path` (under the language's prefix, as the browser has it), over
 * an in-memory API holding `data` and answering the declared `operations` the test gives. Answers
 * the fake API (what was stored, what was sent) and the router (where the screen went).
 */
export const renderScreen = async (path: string, options: ScreenOptions = {}) => {
  const { permissions = ['admin'], user, locale = 'pt', width = 1400, ...api } = options;
  localStorage.clear();
  sessionStorage.clear();
  window.matchMedia = mediaAt(width, width < 600 ? 844 : 900);
  Object.assign(window, { innerWidth: width });
  const i18nProvider = await createI18nProvider(locale);
  session.save({ access_token: token(), refresh_token: token() }, { id: 'u-test', firstName: 'Ana', roles: permissions, tipo_id: USER_TYPES.gestor.id, ...user });
  const fake = fakeApi(api);
  const basename = locale === 'en' ? '/' : `/${locale}`;
  const router = createMemoryRouter([{
    path: '*',
    element: (
      <Shell
        i18nProvider={i18nProvider}
        locale={locale}
        providers={{
          dataProvider: v1DataProvider(fake.fetch),
          authProvider,
          store: createAppStore(),
          queryClient: createQueryClient(),
          // The shell without the realtime socket and the offline outbox: no server to reach.
          layout: AppLayout,
        }}
      />
    ),
  }], { initialEntries: [`${basename === '/' ? '' : basename}${path}`], basename });
  const view = render(<RouterProvider router={router} />);
  return { ...view, api: fake, router, i18nProvider };
};

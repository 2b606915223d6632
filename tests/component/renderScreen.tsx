// A component test renders the whole app (its <Admin>, routes, menu and catalogs) at one path,
// over the in-memory API of fakeApi.ts (docs/architecture.md "Testing").
import { cleanup, configure, render } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { LayoutProps } from 'react-admin';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach } from 'vitest';
import type { Locale } from '../../i18n';
import { Shell } from '../../src/App';
import { AppLayout } from '../../src/layout/AppLayout';
import { authProvider } from '../../src/providers/authProvider';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { createQueryClient } from '../../src/providers/queryClient';
import { connectRealtime } from '../../src/providers/realtime';
import { type StoredUser, session } from '../../src/providers/session';
import { v1DataProvider } from '../../src/providers/v1DataProvider';
import type { Role } from '../../src/registry/roles';
import { USER_TYPES } from '../../src/registry/seedIds';
import { createAppStore } from '../../src/theme/appStore';
import { type FakeApiOptions, fakeApi } from './fakeApi';
import { fakeWebSocket } from './fakeSocket';

// The first screen of a file loads its lazy chunks: on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 20_000 });
afterEach(cleanup);

export interface ScreenOptions extends FakeApiOptions {
  /** The signed-in user's roles (`['admin']` unless said). */
  permissions?: readonly Role[];
  /** More of the signed-in user (a driver's `tipo_id`). */
  user?: Partial<StoredUser>;
  locale?: Locale;
  /** The window's width in px, which MUI's media queries read: 390 is a phone. */
  width?: number;
  /** A reload: what the browser stored (the layout choices, the open menu groups) is kept. */
  reload?: boolean;
  /** Nobody signed in. */
  signedOut?: boolean;
}

/**
 * The app's shell with its realtime client (RealtimeLayout's), over the fake socket; without the
 * offline outbox and the service worker, which need a network and a build.
 */
const LiveLayout = (props: LayoutProps) => {
  const queryClient = useQueryClient();
  useEffect(() => connectRealtime(queryClient), [queryClient]);
  return <AppLayout {...props} />;
};

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
  const { permissions = ['admin'], user, locale = 'pt', width = 1400, reload, signedOut, ...api } = options;
  if (!reload) {
    localStorage.clear();
    sessionStorage.clear();
  }
  window.matchMedia = mediaAt(width, width < 600 ? 844 : 900);
  Object.assign(window, { innerWidth: width });
  const i18nProvider = await createI18nProvider(locale);
  if (signedOut) session.clear();
  else session.save({ access_token: token(), refresh_token: token() }, { id: 'u-test', firstName: 'Ana', roles: [...permissions], tipo_id: USER_TYPES.gestor.id, ...user });
  const fake = fakeApi(api);
  Object.assign(window, { WebSocket: fakeWebSocket(fake.subscribe) });
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
          layout: LiveLayout,
        }}
      />
    ),
  }], { initialEntries: [`${basename === '/' ? '' : basename}${path}`], basename });
  const view = render(<RouterProvider router={router} />);
  return { ...view, api: fake, router, i18nProvider };
};

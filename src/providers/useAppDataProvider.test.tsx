// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { CoreAdminContext, HttpError, useNotificationContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './authProvider';
import { dataProvider } from './dataProvider';
import { session } from './session';
import { useAppDataProvider } from './useAppDataProvider';
import { useSignOutWhenSessionEnds } from './useSessionEnd';

const jwt = (secondsFromNow: number) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + secondsFromNow })).replace(/=+$/, '')}.s`;

const answer = (status: number, body: unknown) => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
};

/** A screen as the app writes them: a named method inside useQuery. */
const Board = () => {
  const dataProvider = useAppDataProvider();
  const { data, error } = useQuery({ queryKey: ['itinerarios', 'board'], queryFn: () => dataProvider.getBoard('2026-05-04'), retry: false });
  return <p>{error ? `failed ${(error as HttpError).status ?? error.message}` : data ? 'answered' : 'waiting'}</p>;
};
const Shell = () => {
  useSignOutWhenSessionEnds();
  return null;
};
const Notifications = () => <ul>{useNotificationContext().notifications.map((n, i) => <li key={i}>{String(n.message)}</li>)}</ul>;

const show = () => render(
  <MemoryRouter>
    <CoreAdminContext dataProvider={dataProvider} authProvider={authProvider}>
      <Routes>
        <Route path="/" element={<Board />} />
        <Route path="/login" element={<p>sign in</p>} />
      </Routes>
      <Notifications />
      <Shell />
    </CoreAdminContext>
  </MemoryRouter>,
);

beforeEach(() => {
  // react-admin logs every failed call outside production; these failures are the point.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
  session.save({ access_token: jwt(36000), refresh_token: jwt(1800) }, { id: 'u1', firstName: 'Ana', roles: ['admin'] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useAppDataProvider', () => {
  it("passes a named method's 401 to the auth provider, which ends the session; the shell signs the user out", async () => {
    answer(401, { statusCode: 401, message: 'Token inválido' });
    show();
    expect(await screen.findByText('sign in')).toBeDefined();
    expect(session.user()).toBeUndefined();
    expect(session.ended()).toBe(true);
  });

  it("lets a failed call's caller see the 401 itself, never an empty success", async () => {
    answer(401, { statusCode: 401, message: 'Sua sessão expirou. Faça login novamente.' });
    render(
      <MemoryRouter>
        <CoreAdminContext dataProvider={dataProvider} authProvider={authProvider}>
          <Board />
        </CoreAdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('failed 401')).toBeDefined();
  });

  it("shows a named method's 403 with the server's reason and keeps the user signed in", async () => {
    answer(403, { statusCode: 403, message: 'Você não pode ver este quadro' });
    show();
    expect(await screen.findByText('Você não pode ver este quadro')).toBeDefined();
    expect(session.user()).toBeDefined();
  });

  it("hands a named method's 403 to the screen as the error it is, never as a made-up answer", async () => {
    answer(403, { statusCode: 403, message: 'Você não pode ver este quadro' });
    show();
    expect(await screen.findByText('failed 403')).toBeDefined();
    expect(screen.queryByText('answered')).toBeNull();
  });
});

// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { CoreAdminContext, Form, type I18nProvider, TextInput, useNotificationContext } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentErrorBoundary } from '../../layout/ContentErrorBoundary';
import { authProvider } from '../../providers/authProvider';
import { createI18nProvider } from '../../providers/i18nProvider';
import { session } from '../../providers/session';
import { getResource } from '../../providers/homes';
import { KeepUnsaved } from './KeepUnsaved';

// A first form renders slowly on a busy machine: wait for what it shows up to 5 s.
configure({ asyncUtilTimeout: 5000 });

const aeroportos = getResource('aeroportos')!;
const ana = { id: 'u1', firstName: 'Ana', email: 'ana@example.com', roles: ['admin'] };
const bia = { id: 'u2', firstName: 'Bia', email: 'bia@example.com', roles: ['admin'] };
const tokens = { access_token: 'a', refresh_token: 'r' };

// A screen part with a bug that shows once "explode" is typed, while `broken`.
let broken = true;
const Bomb = () => {
  const nome = useWatch({ name: 'nome' }) as string | undefined;
  if (broken && nome === 'explode') throw new Error('a bug in the page');
  return null;
};
const Dirty = () => <p>{useFormState().isDirty ? 'unsaved input' : 'nothing unsaved'}</p>;
const Notices = () => <ul>{useNotificationContext().notifications.map((n, i) => <li key={i}>{String(n.message)}</li>)}</ul>;

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await createI18nProvider('pt');
});
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  localStorage.clear();
  sessionStorage.clear();
  broken = true;
  session.save(tokens, ana);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const page = (path = '/aeroportos/add') => render(
  <MemoryRouter initialEntries={[path]}>
    <CoreAdminContext i18nProvider={i18nProvider}>
      <ContentErrorBoundary>
        <Form resource="aeroportos" defaultValues={{ sigla: '', nome: '', cidade: 'Campinas' }}>
          <KeepUnsaved r={aeroportos} />
          <TextInput source="sigla" />
          <TextInput source="nome" />
          <TextInput source="cidade" />
          <Bomb />
          <Dirty />
        </Form>
      </ContentErrorBoundary>
      <Notices />
    </CoreAdminContext>
  </MemoryRouter>,
);
const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const type = (label: string, text: string) => fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe('unsaved input of a generated form', () => {
  it('survives a screen that fails: the error page offers to try again, and the form comes back as it was', async () => {
    page();
    type('Sigla IATA', 'GRU');
    type('Nome', 'explode');
    expect(await screen.findByText('Erro 500')).toBeTruthy();

    broken = false;
    fireEvent.click(screen.getByText('Tentar de novo'));
    expect(await screen.findByDisplayValue('GRU')).toBeTruthy();
    expect(value('Nome')).toBe('explode');
    expect(value('Cidade')).toBe('Campinas');
    expect(screen.getByText('unsaved input')).toBeTruthy();
    expect(screen.getByText('app.forms.unsaved_restored')).toBeTruthy();
  });

  it('survives the end of the session, for the same user and page, once', async () => {
    const first = page('/aeroportos/add');
    type('Sigla IATA', 'VCP');
    type('Cidade', 'Viracopos');
    await act(() => authProvider.checkError({ status: 401 }));
    first.unmount();

    // Someone else signs in on this tab: not theirs.
    session.save(tokens, bia);
    const other = page('/aeroportos/add');
    await screen.findByText('nothing unsaved');
    expect(value('Sigla IATA')).toBe('');
    other.unmount();

    session.save(tokens, ana);
    const again = page('/aeroportos/add');
    expect(await screen.findByDisplayValue('VCP')).toBeTruthy();
    expect(value('Cidade')).toBe('Viracopos');
    expect(value('Nome')).toBe('');
    expect(screen.getByText('unsaved input')).toBeTruthy();
    again.unmount();

    page('/aeroportos/add');
    await screen.findByText('nothing unsaved');
    expect(value('Sigla IATA')).toBe('');
  });

  it('keeps nothing from a form with nothing typed', async () => {
    const first = page('/aeroportos/add');
    await act(() => authProvider.checkError({ status: 401 }));
    first.unmount();
    expect(sessionStorage.length).toBe(1); // only that the session ended
  });
});

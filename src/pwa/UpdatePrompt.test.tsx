// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import { CoreAdminContext, type I18nProvider, testDataProvider } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../providers/i18nProvider';
import { offerUnsavedInput } from '../providers/unsavedInput';
import type { OfferUpdate } from './registerServiceWorker';
import { UpdatePrompt } from './UpdatePrompt';

configure({ asyncUtilTimeout: 5000 });

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await createI18nProvider('pt');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** The prompt with the registration mocked (the edge): `offer` plays the worker saying a new version waits. */
const show = () => {
  let offer: OfferUpdate | undefined;
  const register = vi.fn((o: OfferUpdate) => { offer = o; });
  render(
    <CoreAdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
      <UpdatePrompt register={register} />
    </CoreAdminContext>,
  );
  return { register, offer: (apply: () => void) => offer!(apply) };
};

describe('UpdatePrompt', () => {
  it('shows nothing until a new version waits, then offers it in the page\'s language without applying it', async () => {
    const { register, offer } = show();
    expect(register).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Uma nova versão está disponível')).toBeNull();
    const apply = vi.fn();
    offer(apply);
    expect(await screen.findByText('Uma nova versão está disponível')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeTruthy();
    expect(apply).not.toHaveBeenCalled();
  });

  it('switches to the new version on Reload, keeping first what the forms on screen hold unsaved', async () => {
    const { offer } = show();
    const withdraw = offerUnsavedInput('u1', '/pt/clientes/add', () => ({ nome: 'Açaí Ltda' }));
    let keptBeforeApply: string | null = null;
    const apply = vi.fn(() => { keptBeforeApply = sessionStorage.getItem('unsavedInput:u1:/pt/clientes/add'); });
    offer(apply);
    fireEvent.click(await screen.findByRole('button', { name: 'Recarregar' }));
    expect(apply).toHaveBeenCalledTimes(1);
    expect(keptBeforeApply).toBe('{"nome":"Açaí Ltda"}');
    withdraw();
  });

  it('can be closed: the page stays on its version', async () => {
    const { offer } = show();
    const apply = vi.fn();
    offer(apply);
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText('Uma nova versão está disponível')).toBeNull();
    expect(apply).not.toHaveBeenCalled();
    expect(sessionStorage.length).toBe(0);
  });
});

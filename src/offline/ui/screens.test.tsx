// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { CoreAdminContext, type I18nProvider } from 'react-admin';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../providers/i18nProvider';
import { outbox, replayNow, retryItem } from '../outbox';
import { OutboxBadge } from './OutboxBadge';
import { SignOutGuard } from './SignOutGuard';
import { SyncModal } from './SyncModal';
import { TasksList } from './TasksList';

configure({ asyncUtilTimeout: 5000 });

// Sending is the replay's business (outbox.test.ts): here, only that the buttons ask for it.
vi.mock('../outbox', async (importOriginal) => ({ ...(await importOriginal<typeof import('../outbox')>()), replayNow: vi.fn(), retryItem: vi.fn() }));

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await createI18nProvider('pt');
});

const ANA = { id: 'u-ana', firstName: 'Ana', roles: [] };
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

beforeEach(async () => {
  localStorage.setItem('user', JSON.stringify(ANA));
  for (const item of await outbox.all()) await outbox.remove(item.id);
  vi.mocked(replayNow).mockClear();
  vi.mocked(retryItem).mockClear();
});
afterEach(() => {
  cleanup();
  outbox.setReplaying(false);
});

/** Ana's change of a point 2 h ago, her refused finish, and another user's write on the same phone. */
const arrange = async () => {
  const point = await outbox.add({ userId: ANA.id, method: 'PUT', path: '/pontos/p-9', body: { codigo: 'P-001', nome_fantazia: 'Doca Norte' }, idempotencyKey: 'k1', capturedAt: hoursAgo(2) });
  const finish = await outbox.add({ userId: ANA.id, method: 'PUT', path: '/itinerarios/it-1/pontos/s1/finalizar', body: { finalizado_em: hoursAgo(1) }, idempotencyKey: 'k2' });
  await outbox.put({ ...finish, state: 'refused', error: { status: 409, message: 'O itinerário foi cancelado' } });
  await outbox.add({ userId: 'u-bia', method: 'PUT', path: '/pontos/p-1', body: {}, idempotencyKey: 'k3' });
  return { point, finish };
};

const inAdmin = (ui: React.ReactNode) => render(<CoreAdminContext i18nProvider={i18nProvider}>{ui}</CoreAdminContext>);

describe('the outbox page\'s list', () => {
  it('shows the empty state when nothing of this user waits', async () => {
    await outbox.add({ userId: 'u-bia', method: 'PUT', path: '/pontos/p-1', body: {}, idempotencyKey: 'k3' });
    inAdmin(<TasksList empty={<p>nada pendente</p>} />);
    expect(await screen.findByText('nada pendente')).toBeTruthy();
  });

  it('lists each write of the user in words with its state, retries a refused one, discards after confirming, and syncs on demand', async () => {
    const { point, finish } = await arrange();
    inAdmin(<TasksList empty={<p>nada pendente</p>} />);
    const list = await screen.findByRole('list', { name: 'Alterações aguardando sincronização' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('Alterar ponto P-001 - Doca Norte');
    expect(rows[0].textContent).toContain('Aguardando sincronização');
    expect(within(rows[0]).getByRole('link', { name: 'Abrir' }).getAttribute('href')).toMatch(/\/pontos\/p-9$/);
    expect(rows[1].textContent).toContain('Finalizar uma parada');
    expect(rows[1].textContent).toContain('Recusado: O itinerário foi cancelado');
    expect(within(rows[0]).queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
    // Refused for a reason no typing fixes (a cancelled itinerary): it opens the day.
    expect(within(rows[1]).getByRole('link', { name: 'Abrir' }).getAttribute('href')).toMatch(/\/itinerarios-mobile\/it-1$/);

    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Tentar de novo' }));
    expect(retryItem).toHaveBeenCalledWith(finish.id);
    fireEvent.click(screen.getByRole('button', { name: 'Sincronizar agora' }));
    expect(replayNow).toHaveBeenCalledTimes(1);

    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Descartar' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('“Alterar ponto P-001 - Doca Norte” nunca será enviado ao servidor.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Descartar' }));
    await vi.waitFor(async () => expect(await outbox.get(point.id)).toBeUndefined());
    await vi.waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText(/mais de 3 dias/)).toBeNull();
  });

  it('names each field a refusal names, by its label, under the server\'s message (issue 28)', async () => {
    const finish = await outbox.add({ userId: ANA.id, method: 'PUT', path: '/itinerarios/it-1/pontos/s1/finalizar', body: { finalizado_em: hoursAgo(1) }, idempotencyKey: 'k4' });
    await outbox.put({ ...finish, state: 'refused', error: { status: 400, message: 'Alguns campos são inválidos', fields: { recebedor_documento: 'Deve ser um CPF ou um RG', zz: 'Campo desconhecido' } } });
    inAdmin(<TasksList empty={null} />);
    // Refused for what it carries: it opens its stop's dialog, with what was typed, to be corrected.
    expect((await screen.findByRole('link', { name: 'Corrigir' })).getAttribute('href')).toMatch(/\/itinerarios-mobile\/it-1\?parada=s1$/);
    const state = await screen.findByTestId('task-state');
    expect(state.textContent).toContain('Recusado: Alguns campos são inválidos');
    expect(within(state).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Documento do recebedor: Deve ser um CPF ou um RG', 'Campo desconhecido']);
  });

  it('warns when a write has waited more than 3 days', async () => {
    await outbox.add({ userId: ANA.id, method: 'PUT', path: '/pontos/p-9', body: {}, idempotencyKey: 'k1', capturedAt: hoursAgo(73) });
    inAdmin(<TasksList empty={null} />);
    expect(await screen.findByText(/Uma alteração aguarda há mais de 3 dias/)).toBeTruthy();
  });
});

describe('the top bar badge', () => {
  it('is hidden at 0, then counts the user\'s waiting and refused writes, says the oldest one\'s age, and turns red on a refusal', async () => {
    inAdmin(<OutboxBadge />);
    expect(screen.queryByTestId('outbox-badge')).toBeNull();
    await act(() => arrange());
    const badge = await screen.findByTestId('outbox-badge');
    expect(badge.getAttribute('aria-label')).toBe('2 alterações ainda não aceitas, a mais antiga há 2 horas');
    expect(badge.textContent).toBe('2');
    expect(badge.getAttribute('data-alarm')).toBe('true');
    // It opens the outbox's own page, not a panel.
    expect(badge.getAttribute('href')).toMatch(/\/envios-pendentes$/);
  });
});

describe('the sync modal', () => {
  it('shows SPEC 4\'s texts while a replay sends this user\'s writes, with how many are done', async () => {
    const { point } = await arrange();
    await outbox.refresh();
    inAdmin(<SyncModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => outbox.setReplaying(true));
    const modal = await screen.findByRole('dialog', { name: 'Por favor, aguarde!' });
    expect(modal.textContent).toContain('sincronizando dados.');
    expect(modal.textContent).toContain('0 de 1');
    await act(() => outbox.put({ ...point, state: 'accepted', answer: {} }));
    await vi.waitFor(() => expect(screen.getByTestId('sync-progress').textContent).toBe('1 de 1'));
    act(() => outbox.setReplaying(false));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('signing out with writes waiting', () => {
  it('says how many, signs out anyway on request, and after "sync now" signs out only once all were accepted', async () => {
    const { point, finish } = await arrange();
    await outbox.refresh();
    const signOut = vi.fn();
    const close = vi.fn();
    inAdmin(<SignOutGuard open onClose={close} onSignOut={signOut} />);
    const dialog = await screen.findByRole('dialog', { name: 'Alterações ainda não enviadas' });
    expect(dialog.textContent).toContain('2 alterações aguardam envio ao servidor. Se você sair, elas ficam neste aparelho');

    // The refused finish is still there after the replay: no sign-out, and the dialog says why.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sincronizar agora' }));
    expect(await within(dialog).findByText('Nem todas as alterações foram aceitas: veja Envios pendentes.')).toBeTruthy();
    expect(replayNow).toHaveBeenCalledTimes(1);
    expect(signOut).not.toHaveBeenCalled();

    // A replay that gets everything accepted: then the sign-out goes on.
    vi.mocked(replayNow).mockImplementationOnce(async () => {
      for (const item of [point, finish]) await outbox.put({ ...item, state: 'accepted', answer: {} });
      return { ran: true, accepted: 2, refused: 0 };
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sincronizar agora' }));
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(close).toHaveBeenCalled();
    // The writes stay stored for this user until the server has them: signing out anyway keeps them.
    signOut.mockClear();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair mesmo assim' }));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect((await outbox.all()).filter((i) => i.userId === 'u-bia')).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScanInput } from '../../src/scan/ScanInput';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createI18nProvider } from '../../src/providers/i18nProvider';

// The camera reader's own controls, over a fake camera at the edge (getUserMedia): the rear camera
// asked for, a light button only when the track can light, the track stopped on close. What it reads
// is tests/e2e/scan-receipt.spec.ts's (Chromium's fake camera playing real barcodes).

// Where the built app finds the decoder's wasm is no part of these controls (and this worktree's
// node_modules, a link outside it, is out of the dev server's reach).
vi.mock('../../src/scan/wasm', () => ({}));

const fakeCamera = (torch: boolean) => {
  const track = {
    getCapabilities: () => (torch ? { torch: true } : {}),
    applyConstraints: vi.fn(async () => undefined),
    stop: vi.fn(),
  };
  const stream = { getVideoTracks: () => [track], getTracks: () => [track] };
  const getUserMedia = vi.fn(async () => stream);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  HTMLMediaElement.prototype.play = vi.fn(async () => undefined);
  return { track, getUserMedia };
};

const renderField = async () => {
  const i18nProvider = await createI18nProvider('pt');
  render(<AdminContext i18nProvider={i18nProvider}><ScanInput onScan={() => undefined} /></AdminContext>);
};

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the camera reader', () => {
  it('asks for the rear camera, offers the light when the track has one, and stops the camera on close', async () => {
    const { track, getUserMedia } = fakeCamera(true);
    await renderField();
    fireEvent.click(await screen.findByRole('button', { name: 'Ler com a câmera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aponte a câmera para um código' });
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: expect.objectContaining({ facingMode: 'environment' }) }));
    const light = await within(dialog).findByRole('button', { name: 'Acender a lanterna' });
    fireEvent.click(light);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Apagar a lanterna' }).getAttribute('aria-pressed')).toBe('true'));
    expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(track.stop).toHaveBeenCalled();
  });

  it('offers no light when the track has none', async () => {
    fakeCamera(false);
    await renderField();
    fireEvent.click(await screen.findByRole('button', { name: 'Ler com a câmera' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Aponte a câmera para um código'));
    expect(within(dialog).queryByRole('button', { name: 'Acender a lanterna' })).toBeNull();
  });

  it('shows no camera button where the browser has no camera', async () => {
    await renderField();
    expect(await screen.findByRole('textbox', { name: 'Leia ou digite um código' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ler com a câmera' })).toBeNull();
  });
});

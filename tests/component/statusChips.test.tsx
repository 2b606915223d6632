import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from './renderScreen';

const searched = (q: string) => `/status?filter=${encodeURIComponent(JSON.stringify({ q }))}`;
/** The tones of the chips showing `name`, once the list shows only statuses of that name. */
const tonesOf = async (name: string) => {
  await waitFor(() => expect(screen.getAllByRole('row').slice(1).every((r) => r.textContent!.startsWith(name))).toBe(true));
  return [...new Set(screen.getAllByText(name).map((chip) => chip.closest('[data-tone]')?.getAttribute('data-tone')))];
};

describe('status chips', () => {
  // Moved from tests/e2e/locale-errors.spec.ts "status names are coloured as SPEC 4 says".
  it('status names are coloured as SPEC 4 says', async () => {
    const { router } = await renderScreen(searched('aprovado'), { locale: 'en' });
    expect(await tonesOf('Aprovado')).toEqual(['approved']);
    await act(() => router.navigate(searched('negado')));
    expect(await tonesOf('Negado')).toEqual(['denied']);
    await act(() => router.navigate(searched('aberta')));
    expect(await tonesOf('Aberta')).toEqual(['neutral']);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from './renderScreen';

// Moved from tests/e2e/keep-input.spec.ts (issue 16, point 1): a coordinate out of range is said
// under its field before anything is sent, everything typed stays, and the corrected form saves.
// That the server stores an airport's coordinates is tests/api/transport.test.ts's; that a
// server's own refusal of a coordinate lands under the field stays end to end
// (keep-input.spec.ts "the server's refusal of a coordinate shows under the field too").

const TEXT = {
  pt: { save: 'Salvar', latlng: 'Coordenadas', invalid: 'Coordenadas inválidas', crashed: 'Erro 500' },
  ar: { save: 'حفظ', latlng: 'الإحداثيات', invalid: 'إحداثيات غير صالحة', crashed: 'خطأ 500' },
} as const;

const input = (source: string) => document.querySelector(`input[name="${source}"], input[data-source="${source}"]`) as HTMLInputElement;
const type = (source: string, value: string) => fireEvent.change(input(source), { target: { value } });

describe('coordinates', () => {
  for (const lang of ['pt', 'ar'] as const) {
    const t = TEXT[lang];
    for (const width of [1400, 390]) {
      it(`${lang} at ${width} px: an out-of-range coordinate is said under the field, and everything typed stays`, async () => {
        const { api } = await renderScreen('/aeroportos/add', { locale: lang, width });
        await waitFor(() => expect(input('latlng.lat')).toBeTruthy());
        const save = async () => {
          const button = screen.getByRole('button', { name: t.save });
          await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
          fireEvent.click(button);
        };
        const posts = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/aeroportos');
        type('sigla', 'KQZ');
        type('nome', 'Aeroporto fora do mapa');
        type('latlng.lat', '-95');
        type('latlng.lng', '-46,6');
        await save();

        const coordinates = () => screen.getByRole('group', { name: t.latlng });
        await waitFor(() => expect(coordinates().textContent).toContain(t.invalid));
        expect(screen.queryByText(t.crashed)).toBeNull();
        expect(input('sigla').value).toBe('KQZ');
        expect(input('nome').value).toBe('Aeroporto fora do mapa');
        expect(input('latlng.lat').value).toBe('-95');
        expect(input('latlng.lng').value).toBe('-46,6');
        expect(posts()).toHaveLength(0);

        // The user goes on: a longitude of 200 is refused the same way, a right one saves.
        type('latlng.lat', '-23,43');
        type('latlng.lng', '200');
        await save();
        await waitFor(() => expect(coordinates().textContent).toContain(t.invalid));
        expect(posts()).toHaveLength(0);
        type('latlng.lng', '-46,47');
        await waitFor(() => expect(within(coordinates()).queryByText(t.invalid)).toBeNull());
        await save();
        await waitFor(() => expect(posts()).toHaveLength(1));
        expect(posts()[0].body).toMatchObject({ sigla: 'KQZ', nome: 'Aeroporto fora do mapa', latlng: { lat: -23.43, lng: -46.47 } });
        expect(api.db.aeroportos).toHaveLength(1);
      });
    }
  }
});

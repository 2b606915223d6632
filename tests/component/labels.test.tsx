import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from './renderScreen';

// Moved from tests/e2e/status-names.spec.ts: line fields carry their own labels, in the page's language.

const LANGS = {
  en: { add: 'Add', place: 'Place', request: 'Request' },
  ar: { add: 'إضافة', place: 'النقطة', request: 'الطلب' },
} as const;

describe('line labels', () => {
  for (const [lang, t] of Object.entries(LANGS) as [keyof typeof LANGS, (typeof LANGS)[keyof typeof LANGS]][]) {
    it(`an itinerary's stops are labelled in ${lang}`, async () => {
      await renderScreen('/v2/itinerarios/itinerario', { locale: lang });
      await screen.findByRole('main');
      await waitFor(() => expect(document.querySelector('[name="paradas.0.ponto_id"]') ?? screen.queryByRole('button', { name: t.add })).toBeTruthy());
      if (!document.querySelector('[name="paradas.0.ponto_id"]')) fireEvent.click(screen.getByRole('button', { name: t.add }));
      await waitFor(() => expect(screen.getAllByLabelText(new RegExp(`^${t.place}`)).length).toBeGreaterThan(0));
      expect(screen.getAllByLabelText(new RegExp(`^${t.request}`)).length).toBeGreaterThan(0);
      expect(screen.getByRole('main').textContent).not.toContain('Solicitacao');
    });
  }
});

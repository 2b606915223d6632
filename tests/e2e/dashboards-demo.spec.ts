import type { ArmazenamentoFigures, OrdensServicoFigures, TransportesFigures } from '../../src/resources/dashboards';
import { DASHBOARDS, TEXT, VIEWPORTS, keyNumber, tableValues } from './dashboardPages';
import { E2E_ADMIN, E2E_DEMO_BASE } from '../../playwright.config';
import { tokenOf } from './support/api';
import { NO_SESSION, signInAs } from './support/auth';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

// Issue 20's "each dashboard renders with the demo data", in pt and ar, desktop and phone: the
// figures on screen are the API's, the table view holds the same numbers, the charts run right to
// left in Arabic, one column on a phone, axe clean.

type Answer<T> = T & Record<string, unknown>;
const sum = (xs: { total: number }[]) => xs.reduce((a, x) => a + x.total, 0);

// Against the second e2e server, over the demo data (playwright.config.ts): the figures a user
// first sees are the demo's, not data a test arranged.
// The saved sessions are the other server's: these tests sign in on this one.
test.use({ baseURL: E2E_DEMO_BASE, storageState: NO_SESSION });

for (const lang of ['pt', 'ar'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${lang} ${device}: every dashboard renders the demo's figures, as the API computes them, in one column on a phone, axe clean`, async ({ page, request }) => {
      const headers = { authorization: `Bearer ${await tokenOf(request)}` };
      const get = async <T>(path: string) => {
        const res = await request.get(`/v1/dashboards/${path}`, { headers });
        expect(res.status(), path).toBe(200);
        return (await res.json()) as Answer<T>;
      };
      // The demo holds something for every dashboard: orders in every status, today's itineraries, stock in categories, blocked and near expiry.
      const os = await get<OrdensServicoFigures>('ordens-servico');
      const tr = await get<TransportesFigures>('transportes');
      const wh = await get<ArmazenamentoFigures>('armazenamento');
      expect(sum(os.por_status)).toBeGreaterThan(0);
      expect(tr.itinerarios_hoje.total).toBeGreaterThan(0);
      expect(wh.estoque_por_categoria!.length).toBeGreaterThan(0);
      expect(wh.bloqueado!.total).toBeGreaterThan(0);
      expect(wh.lotes_vencendo!.total).toBeGreaterThan(0);

      await page.setViewportSize(viewport);
      await signInAs(page, E2E_ADMIN, lang);
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      for (const name of DASHBOARDS) {
        await page.goto(`/${lang}/dashboard/${name}`);
        await expect(page.locator(`[data-dashboard="${name}"] [data-key-number]`).first()).toBeVisible();
        await expect(page.getByTestId('as-of')).toContainText(TEXT[lang].period.shown.split('%')[0].trim());
        if (device === 'phone') {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(1);
          const cards = page.locator('[data-figure]:not([data-figure$=resumo])');
          const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
          expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
        }
        expect(await seriousViolations(page), name).toEqual([]);
      }
      // The charts run right to left in Arabic: the first status's bar on the right.
      await page.goto(`/${lang}/dashboard/ordens-servico`);
      const bars = page.locator('[data-figure="ordens-servico-status"] .MuiBarChart-element');
      await expect(bars.first()).toBeVisible();
      const xs = await bars.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().x));
      expect(xs.length).toBeGreaterThan(1);
      if (lang === 'ar') expect(xs[0]).toBeGreaterThan(xs[xs.length - 1]);
      else expect(xs[0]).toBeLessThan(xs[xs.length - 1]);
      // The table view holds the same numbers as the API answer.
      expect(await tableValues(page, 'ordens-servico-status')).toEqual(os.por_status.map((x) => x.total));
      await expect(keyNumber(page, 'ordens-servico-resumo', 0)).toHaveAttribute('data-value', String(os.atrasadas.total));
      expect(await seriousViolations(page), 'table view').toEqual([]);
      await page.goto(`/${lang}/dashboard/transportes`);
      expect(await tableValues(page, 'transportes-hoje')).toEqual(tr.itinerarios_hoje.por_status.map((x) => x.total));
      await page.goto(`/${lang}/dashboard/armazenamento`);
      expect(await tableValues(page, 'armazenamento-docas', 3)).toEqual(wh.agendamentos_hoje.por_doca.map((d) => d.total));
      expect(await tableValues(page, 'armazenamento-categorias', 2)).toEqual(wh.estoque_por_categoria!.map((c) => c.quantidade));
    });
  }
}

import { type Page, expect } from '@playwright/test';
import ar from '../../src/resources/dashboards/labels/ar';
import pt from '../../src/resources/dashboards/labels/pt';

// What the dashboard specs share: the pages' texts, the viewports, and
// reading a figure as the page holds it.

export const TEXT = { pt: pt.messages, ar: ar.messages } as const;
export type Lang = keyof typeof TEXT;
export const VIEWPORTS = { desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } } as const;
export const DASHBOARDS = ['ordens-servico', 'transportes', 'armazenamento', 'consolidado'] as const;

/** The numbers of a figure's table view, column `col`, as the page holds them (data-value: the API's number). */
export const tableValues = async (page: Page, figure: string, col = 1) => {
  const card = page.locator(`[data-figure="${figure}"]`);
  await expect(card).toBeVisible();
  const toggle = card.getByTestId('toggle-table');
  if (await toggle.count() && (await toggle.getAttribute('aria-pressed')) === 'false') await toggle.click();
  const rows = card.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return (await rows.locator(`td:nth-child(${col + 1})`).evaluateAll((cells) => cells.map((c) => c.getAttribute('data-value')))).map(Number);
};

/** The `index`th key number of a figure, its data-value the API's number. */
export const keyNumber = (page: Page, figure: string, index: number) =>
  page.locator(`[data-figure="${figure}"] [data-key-number]`).nth(index).locator('[data-value]');

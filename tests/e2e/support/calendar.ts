import type { Page } from '@playwright/test';

/** Drags over one dock's column from one half-hour slot to another on the agendamentos calendar (slots counted from midnight). */
export const dragDockSlots = async (page: Page, dock: number, fromSlot: number, toSlot: number) => {
  const column = page.locator('.rbc-time-content .rbc-day-slot').nth(dock - 1);
  const from = column.locator('.rbc-time-slot').nth(fromSlot);
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  const b = (await column.locator('.rbc-time-slot').nth(toSlot).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
  await page.mouse.up();
};

import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/**
 * The axe run as the suite makes it. Legacy mode runs axe once in the page, where the default
 * opens a blank page per run, loads axe into it again and hands it every rule's partial results to
 * merge: that only serves cross-origin frames, which the app has none of. Only violations are
 * gathered node by node (`resultTypes`): the passes and incomplete results, never read here, each
 * cost a selector per node. Same rules, same violations, about half the time (docs/decisions.md
 * "End-to-end in half the time").
 */
export const axeBuilder = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** Serious and critical findings of axe-core (WCAG A and AA, and its best practices), one line each. */
export const seriousViolations = async (page: Page) => {
  const { violations } = await axeBuilder(page).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) on ${v.nodes.length}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`
      + ` — ${v.nodes[0]?.html.slice(0, 160)} ${v.nodes[0]?.any[0]?.message ?? ''}`);
};


/**
 * Waits until `locator`'s CSS transitions (a drawer sliding in, a menu growing) have ended, so axe
 * reads colours and places as they stay, however long the busy machine takes to play them.
 */
export const transitionsEnded = (locator: Locator) => locator.evaluate((el) =>
  Promise.all(el.getAnimations({ subtree: true }).filter((a) => a instanceof CSSTransition).map((a) => a.finished)).then(() => {}));

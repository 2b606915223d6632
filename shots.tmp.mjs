import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3400';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[390, 844], [1400, 900]]) {
  for (const lang of ['pt', 'ar']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    await page.goto(`${base}/${lang}/login`);
    await page.locator('input[name=email]').fill('admin@example.com');
    await page.locator('input[name=password]').fill('shots-admin-1');
    await page.locator('button[type=submit]').click();
    await page.waitForTimeout(1500);
    for (const p of pages) {
      await page.goto(`${base}/${lang}${p}`);
      await page.waitForTimeout(2500);
      const name = `/tmp/shots/${p.replace(/\W+/g, '_')}-${lang}-${w}.png`;
      await page.screenshot({ path: name });
      const sw = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      console.log(name, 'overflow', sw);
    }
    await ctx.close();
  }
}
await browser.close();

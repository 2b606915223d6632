import { STATUS_COLORS } from '../../src/registry/statusTone';
import { STATUS_IDS } from '../seeded';
import { adminToken } from './support/api';
import { seriousViolations, transitionsEnded } from './support/axe';
import { NO_SESSION, openApp } from './support/auth';
import { sharedPage } from './support/sharedPage';
import { expect, test } from './support/test';

const STATUS_ID = '01900000-0000-7000-8002-000000000100';
const VIEWPORTS = { desktop: { width: 1400, height: 900 }, phone: { width: 390, height: 844 } } as const;
const SETTINGS_BUTTON = { pt: 'Configurações do tema', ar: 'إعدادات المظهر' } as const;
const USER_MENU = { pt: 'Perfil', ar: 'الملف الشخصي' } as const;
const CHAT_TAB = { pt: 'Chat', ar: 'الدردشة' } as const;


/** `#01579b` as the browser computes it, `rgb(1, 87, 155)`. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

// Insumos whose status column links to each status, in the colours that once took the link's blue.
const SUPPLY = `Abastecimento A11Y ${Date.now().toString(36)}`;
test.beforeAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await adminToken()}` };
  const post = async (resource: string, data: object) => {
    const res = await request.post(`/v1/${resource}`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { id: string };
  };
  const t = String(Date.now());
  const veiculo = await post('veiculos', { placa: `AXY${t.at(-1)}${'ABCDEFGHIJ'[Number(t.at(-2))]}${t.slice(-4, -2)}`, modelo: 'Furgão' });
  for (const status of [STATUS_IDS.insumo.aprovado, STATUS_IDS.insumo.negado]) {
    await post('insumos', { data: new Date().toISOString(), veiculo_id: veiculo.id, descricao: SUPPLY, status_id: status });
  }
});

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const lang of ['pt', 'ar'] as const) {
    test.describe(`${device}, ${lang}`, () => {
      test.use({ viewport });

      test.describe(() => {
        test.use({ storageState: NO_SESSION });
        test('login', async ({ page }) => {
          await page.goto(`/${lang}/login`);
          await expect(page.locator('input[name=email]')).toBeVisible();
          expect(await seriousViolations(page)).toEqual([]);
        });
      });

      // The signed-in tests only read the page: one page for them all (support/sharedPage.ts).
      const shared = sharedPage(viewport);

      test('every button of the top bar has its own name, in the page language', async () => {
        const page = shared();
        await openApp(page, lang);
        const buttons = await page.getByTestId('topbar').getByRole('button').all();
        expect(buttons.length).toBeGreaterThanOrEqual(device === 'phone' ? 2 : 6);
        const labels = await Promise.all(buttons.map((b) => b.getAttribute('aria-label')));
        for (const label of labels) expect(label?.trim()).toBeTruthy();
        expect(new Set(labels).size).toBe(labels.length);
        // Arabic letters prove the label is translated, not an English default.
        if (lang === 'ar') for (const label of labels) expect(label).toMatch(/[\u0600-\u06FF]/);
      });

      test('home', async () => {
        const page = shared();
        await openApp(page, lang);
        await page.waitForLoadState('networkidle');
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('the progress bar and the loading spinner of a slow request', async () => {
        const page = shared();
        // The list's request is held until axe has read the page, however long that takes.
        let answer = () => {};
        const held = new Promise<void>((resolve) => { answer = resolve; });
        await page.route('**/v1/status?*', async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(`/${lang}/status`);
        await expect(page.getByTestId('progress-bar')).toBeVisible();
        // Only the bar's own rule: the list under it has known findings (see 'a list' below).
        const violations = await seriousViolations(page);
        answer();
        // The page goes on to the next test: its list answers at once again, once the held one has gone on.
        await page.unrouteAll({ behavior: 'wait' });
        expect(violations.filter((v) => v.startsWith('aria-progressbar-name'))).toEqual([]);
      });

      test('theme panel', async () => {
        const page = shared();
        await openApp(page, lang);
        if (device === 'phone') {
          await page.getByRole('button', { name: USER_MENU[lang], exact: true }).click();
          await page.getByRole('menuitem', { name: SETTINGS_BUTTON[lang] }).click();
        } else {
          await page.getByRole('button', { name: SETTINGS_BUTTON[lang] }).click();
        }
        await expect(page.getByTestId('theme-panel')).toBeVisible();
        await transitionsEnded(page.getByTestId('theme-panel')); // the drawer's slide-in
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByTestId('theme-panel').getByRole('tab', { name: CHAT_TAB[lang] }).click();
        await expect(page.getByTestId('chat-demo')).toBeVisible();
        expect(await seriousViolations(page), 'chat tab').toEqual([]);
      });

      test('user menu', async () => {
        const page = shared();
        await openApp(page, lang);
        await page.getByRole('button', { name: USER_MENU[lang], exact: true }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await transitionsEnded(page.getByRole('menu'));
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('profile', async () => {
        const page = shared();
        await page.goto(`/${lang}/profile`);
        await expect(page.getByTestId('profile')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('a list', async () => {
        const page = shared();
        await page.goto(`/${lang}/status`);
        // A table on a desktop, a simple list on a phone.
        await expect(page.locator('#main-content').getByText('Aberta').first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('a list whose status column links: each chip keeps its own text colour', async () => {
        const page = shared();
        await page.goto(`/${lang}/insumos?filter=${encodeURIComponent(JSON.stringify({ q: SUPPLY }))}`);
        await expect(page.locator('#main-content').getByText(SUPPLY)).toHaveCount(2);
        // The table's status column links each chip; a phone's list shows the date and the vehicle instead.
        if (device === 'desktop') {
          for (const [tone, { fg }] of Object.entries(STATUS_COLORS).filter(([tone]) => tone !== 'neutral')) {
            const label = page.locator(`#main-content a [data-tone=${tone}] .MuiChip-label`);
            await expect(label).toHaveCount(1);
            await expect(label).toHaveCSS('color', rgb(fg));
          }
        }
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('a create form', async () => {
        const page = shared();
        await page.goto(`/${lang}/status/add`);
        await expect(page.locator('input[name=nome]')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('an edit form', async () => {
        const page = shared();
        await page.goto(`/${lang}/status/${STATUS_ID}`);
        await expect(page.locator('input[name=nome]')).toHaveValue('Aberta');
        expect(await seriousViolations(page)).toEqual([]);
      });

      test('a show page', async () => {
        const page = shared();
        await page.goto(`/${lang}/status/${STATUS_ID}/show`);
        await expect(page.locator('#main-content')).toContainText('Aberta');
        expect(await seriousViolations(page)).toEqual([]);
      });
    });
  }
}

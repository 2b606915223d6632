import { type Page } from '@playwright/test';
import { E2E_ADMIN } from '../../playwright.config';
import { USER_TYPES } from '../../src/registry/seedIds';
import { createUser } from './support/api';
import { NO_SESSION, openApp, signInAs, signInThroughPage } from './support/auth';
import { advance } from './support/clock';
import { expect, test } from './support/test';

// A phone: the size drivers and supervisors use.
test.use({ viewport: { width: 390, height: 844 } });

const TEXT = {
  pt: {
    product: 'Back office de logística', language: 'Idioma: Português', userMenu: 'Perfil', toggle: 'Mostrar ou ocultar o menu',
    profile: 'Meu perfil', lock: 'Bloquear tela', logout: 'Sair', themeSettings: 'Configurações do tema', refresh: 'Atualizar',
    notFound: 'Esta página não foi encontrada', signIn: 'Entrar', home: 'Voltar para o início', lockTitle: 'Tela bloqueada',
    wrongSignIn: 'E-mail ou senha incorretos', english: 'English', credit: 'Desenvolvido pela equipe do produto',
  },
  ar: {
    product: 'نظام الإدارة اللوجستية', language: 'اللغة: العربية', userMenu: 'الملف الشخصي', toggle: 'إظهار القائمة أو إخفاؤها',
    profile: 'ملفي الشخصي', lock: 'قفل الشاشة', logout: 'تسجيل الخروج', themeSettings: 'إعدادات المظهر', refresh: 'تحديث',
    notFound: 'تعذّر العثور على هذه الصفحة', signIn: 'تسجيل الدخول', home: 'العودة إلى الصفحة الرئيسية', lockTitle: 'الشاشة مقفلة',
    wrongSignIn: 'البريد الإلكتروني أو كلمة المرور غير صحيحة', english: 'English', credit: 'من تطوير فريق المنتج',
  },
} as const;
type Lang = keyof typeof TEXT;

const STATUS_ID = '01900000-0000-7000-8002-000000000100';

/** Nothing scrolls sideways: the page is no wider than the screen, once it has settled. */
const fitsWidth = async (page: Page, what: string) => {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: what }).toBeLessThanOrEqual(0);
};

const userMenu = (page: Page, lang: Lang) => page.getByRole('button', { name: TEXT[lang].userMenu, exact: true });
const openUserMenu = async (page: Page, lang: Lang) => {
  await userMenu(page, lang).click();
  return page.getByRole('menu', { name: TEXT[lang].userMenu });
};

for (const lang of ['pt', 'ar'] as const) {
  const t = TEXT[lang];

  test.describe(`phone, ${lang}`, () => {
    test.describe(() => {
      test.use({ storageState: NO_SESSION });
      test('the pages outside the shell fit the screen; login shows the product and a language picker', async ({ page }) => {
        await page.goto(`/${lang}/login`);
        await expect(page.getByTestId('product-name')).toHaveText(t.product);
        await fitsWidth(page, 'login');
        await page.getByRole('button', { name: t.language }).click();
        await expect(page.getByRole('menuitem')).toHaveText(['English', 'Português', 'Français', 'Español', 'العربية']);
        await page.keyboard.press('Escape');

        for (const path of ['/register', '/forgot-password']) {
          await page.goto(`/${lang}${path}`);
          await expect(page.getByTestId('product-name')).toBeVisible();
          await fitsWidth(page, path);
        }

        // An unknown path says so to a visitor, instead of asking to sign in first.
        await page.goto(`/${lang}/nada/por/aqui`);
        await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/${lang}/nada/por/aqui$`));
        await fitsWidth(page, 'not found');
        await page.getByRole('link', { name: t.signIn }).click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
        await page.goto(`/${lang}/nada/por/aqui`);
        await page.getByRole('link', { name: t.home }).click();
        // Home needs a session: the visitor lands on the login page.
        await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
      });
    });

    test('the top bar keeps the toggle, the title and the user menu; the rest is in that menu; nothing scrolls sideways', async ({ page }) => {
      await openApp(page, lang);
      const bar = page.getByTestId('topbar');
      await expect(bar.getByRole('button', { name: t.toggle })).toBeInViewport();
      await expect(userMenu(page, lang)).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole('button', { name: t.language })).toHaveCount(0);
      await expect(bar.getByRole('button', { name: t.themeSettings })).toHaveCount(0);
      await fitsWidth(page, 'home');
      await expect(page.getByTestId('app-footer')).toContainText(t.credit);

      // The drawer menu opens from the toggle and fits too.
      await bar.getByRole('button', { name: t.toggle }).click();
      await expect(page.getByTestId('menu-drawer')).toBeVisible();
      await fitsWidth(page, 'menu drawer');
      await page.keyboard.press('Escape');

      let menu = await openUserMenu(page, lang);
      for (const item of [t.profile, t.lock, t.language, t.themeSettings, t.refresh, t.logout]) {
        await expect(menu.getByRole('menuitem', { name: item })).toBeInViewport({ ratio: 1 });
      }
      await menu.getByRole('menuitem', { name: t.themeSettings }).click();
      await expect(page.getByTestId('theme-panel')).toBeVisible();
      await fitsWidth(page, 'theme panel');
      await page.keyboard.press('Escape');

      menu = await openUserMenu(page, lang);
      await menu.getByRole('menuitem', { name: t.profile }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/profile$`));
      await expect(page.getByTestId('profile')).toBeVisible();
      await fitsWidth(page, 'profile');

      await page.goto(`/${lang}/nada-aqui`);
      await expect(page.getByText(t.notFound, { exact: true })).toBeVisible();
      await fitsWidth(page, 'not found, signed in');

      // The language item lists the five languages; choosing one moves the page to its prefix.
      menu = await openUserMenu(page, lang);
      await menu.getByRole('menuitem', { name: t.language }).click();
      await page.getByTestId('language-list').getByRole('menuitem', { name: t.english }).click();
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/nada-aqui$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });

    test('lock now from the user menu; a wrong password is said once; log out from the phone', async ({ page }) => {
      // The page's clock flows as usual; the test moves it on below (support/clock.ts).
      await page.clock.install();
      // A session of its own: the logout below ends only it, not the saved one.
      await signInAs(page, E2E_ADMIN, lang);
      await page.goto(`/${lang}/profile`);
      const menu = await openUserMenu(page, lang);
      await menu.getByRole('menuitem', { name: t.lock }).click();
      // The lock covers the page, which stays where it was.
      const lock = page.getByRole('dialog', { name: t.lockTitle });
      await expect(lock).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${lang}/profile$`));
      await fitsWidth(page, 'lock screen');

      await lock.locator('input[name=password]').fill('not-the-password');
      await lock.locator('button[type=submit]').click();
      await expect(page.getByText(t.wrongSignIn)).toHaveCount(1);
      // No toast repeats it, not even a moment later by the page's clock.
      await advance(page, 500);
      await expect(page.getByText(t.wrongSignIn)).toHaveCount(1);

      await lock.locator('input[name=password]').fill(E2E_ADMIN.password);
      await lock.locator('button[type=submit]').click();
      // Back where the lock was asked for.
      await expect(lock).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`/${lang}/profile$`));

      await (await openUserMenu(page, lang)).getByRole('menuitem', { name: t.logout }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
      await page.goto(`/${lang}/profile`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/login$`));
    });

    test('a list page fits the screen', async ({ page }) => {
      await page.goto(`/${lang}/status`);
      // A phone list is a simple list: rows are links, not table cells.
      await expect(page.locator('#main-content').getByText('Aberta').first()).toBeVisible();
      await fitsWidth(page, 'list');
    });

    test('a create form, an edit form and a show page fit the screen', async ({ page }) => {
      await page.goto(`/${lang}/status/add`);
      await expect(page.locator('input[name=nome]')).toBeVisible();
      await fitsWidth(page, 'create');
      await page.goto(`/${lang}/status/${STATUS_ID}`);
      await expect(page.locator('input[name=nome]')).toHaveValue('Aberta');
      await fitsWidth(page, 'edit');
      await page.goto(`/${lang}/status/${STATUS_ID}/show`);
      await expect(page.locator('#main-content')).toContainText('Aberta');
      await fitsWidth(page, 'show');
    });
  });
}

test('on a phone, a user changes their name and, with the current password, their password', async ({ page, request }) => {
  const user = await createUser(request, { firstName: 'Celina', tipo_id: USER_TYPES.motorista.id, password: 'senha-do-celular-1' });
  await signInAs(page, user, 'pt');
  const menu = await openUserMenu(page, 'pt');
  await expect(page.getByTestId('user-menu-identity')).toContainText('Celina');
  await menu.getByRole('menuitem', { name: 'Meu perfil' }).click();

  const profile = page.getByTestId('profile');
  await profile.getByLabel('Nome *').fill('   ');
  await profile.getByRole('button', { name: 'Salvar' }).click();
  await expect(profile.getByText('Obrigatório')).toBeVisible();
  await profile.getByLabel('Nome *').fill('Celina Maria');
  await profile.getByLabel('Sobrenome').fill('Duarte');
  await profile.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Seu perfil foi salvo')).toBeVisible();
  await openUserMenu(page, 'pt');
  await expect(page.getByTestId('user-menu-identity')).toContainText('Celina Maria Duarte');
  await page.keyboard.press('Escape');

  // A wrong current password: said once, under its field, and nothing changes.
  await profile.getByLabel('Senha atual *').fill('nao-e-esta');
  await profile.getByLabel('Nova senha *', { exact: true }).fill('senha-nova-do-celular');
  await profile.getByLabel('Confirmar nova senha *').fill('senha-nova-do-celular');
  await profile.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('A senha atual não está correta')).toHaveCount(1);

  await profile.getByLabel('Senha atual *').fill(user.password);
  await profile.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Sua senha foi alterada')).toBeVisible();
  await expect(profile.getByLabel('Senha atual *')).toHaveValue('');

  await (await openUserMenu(page, 'pt')).getByRole('menuitem', { name: 'Sair' }).click();
  await page.locator('input[name=email]').fill(user.email);
  await page.locator('input[name=password]').fill(user.password);
  await page.locator('button[type=submit]').click();
  await expect(page.getByText('E-mail ou senha incorretos')).toBeVisible();
  await signInThroughPage(page, { email: user.email, password: 'senha-nova-do-celular' }, 'pt');
  await expect(page.getByText('Bem-vindo(a), Celina Maria')).toBeVisible();
});

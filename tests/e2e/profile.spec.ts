import { createUser } from './support/api';
import { signInAs } from './support/auth';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1400, height: 900 } });

test('the user menu leads to the profile; the name shows in the top bar at once; the language is chosen there too', async ({ page, request }) => {
  const user = await createUser(request, { firstName: 'Rui', roles: ['view-grupos'], password: 'senha-do-rui-1' });
  await signInAs(page, user);
  const userButton = page.getByRole('button', { name: 'Profile', exact: true });
  await expect(userButton).toHaveText('Rui');
  await userButton.click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['My profile', 'Pending changes', 'Lock screen', 'Logout']);
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);

  await page.getByLabel('First name *').fill('Rui Miguel');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile was saved')).toBeVisible();
  await expect(userButton).toHaveText('Rui Miguel');
  await page.reload();
  await expect(page.getByLabel('First name *')).toHaveValue('Rui Miguel');

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/es\/profile$/);
  await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Idioma: Español' })).toBeVisible();
});

test('a new password needs the current one, follows the rules under each field, and ends the other sessions', async ({ page, browser, request }) => {
  const user = await createUser(request, { firstName: 'Rui', roles: ['view-grupos'], password: 'senha-do-rui-1' });
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInAs(other, user);

  await signInAs(page, user, 'fr');
  await page.goto('/fr/profile');
  const password = page.getByRole('region', { name: 'Changer le mot de passe' });
  await password.getByLabel('Mot de passe actuel *').fill(user.password);
  await password.getByLabel('Nouveau mot de passe *', { exact: true }).fill('court');
  await password.getByLabel('Confirmer le nouveau mot de passe *').fill('autre');
  await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(password.getByText('Les mots de passe ne correspondent pas')).toBeVisible();

  // The server's own rule, translated, under its field.
  await password.getByLabel('Confirmer le nouveau mot de passe *').fill('court');
  await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(password.getByText('Doit comporter au moins 8 caractères')).toBeVisible();

  await password.getByLabel('Mot de passe actuel *').fill('pas-le-bon');
  await password.getByLabel('Nouveau mot de passe *', { exact: true }).fill('nouveau-mot-de-passe');
  await password.getByLabel('Confirmer le nouveau mot de passe *').fill('nouveau-mot-de-passe');
  await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Le mot de passe actuel est incorrect')).toHaveCount(1);

  await password.getByLabel('Mot de passe actuel *').fill(user.password);
  await password.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe a été changé')).toBeVisible();

  // This session goes on; the other one is over.
  await page.goto('/fr/grupos');
  await expect(page.getByRole('columnheader', { name: 'Nom' })).toBeVisible();
  await other.goto('/grupos');
  await expect(other).toHaveURL(/\/login$/);
  await elsewhere.close();
});

import { getCustomerNotificationPreferences, getRoom, logout, register, setSessionUser } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoPassword, licenceFreeRoom, logInAs, resetBrowser, unique } from '../../../test/demo.ts';
import { expectNoAxeViolations, picture, setTheme, setWidth } from '../../../test/looks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
  await setWidth('desktop');
});

const form = () => page.getByRole('form', { name: 'Cómo quieres que te avisemos' });
const group = (name: string) => form().getByRole('group', { name });

describe('the settings notifications', () => {
  it('sets how the customer wants to be told, in words, for its new rooms and, when asked, all its rooms', async () => {
    // A customer of its own: applying to all its rooms touches nobody else's test.
    const username = `avisos${unique()}`;
    const customer = await register({ name: 'Ana Avisos', username, email: `${username}@example.com`, password: demoPassword, confirmPassword: demoPassword });
    setSessionUser(customer);
    const roomId = await licenceFreeRoom(`Avisos ${unique()}`);
    renderApp(paths.settingsTab('notifications'));
    await expect.element(page.getByRole('tab', { name: 'Notificaciones' })).toHaveAttribute('aria-selected', 'true');
    // A new customer's SMS wait for the provider: said before any switch.
    await expect.element(form().getByText('SMS sin activar')).toBeVisible();
    await expect.element(form().getByText(/hasta entonces no se envía ningún SMS/)).toBeVisible();
    const noise = group('Cuando una sala supera su umbral de ruido');
    await expect.element(noise.getByText('Llamamos al huésped de la reserva en curso; si el ruido sigue unos minutos, te avisamos a ti.')).toBeVisible();

    // The switch's input is visually hidden: a person presses its label.
    await group('Cuando la probabilidad de humo de una sala llega a su umbral').getByText('SMS', { exact: true }).click();
    await noise.getByText('Avisar primero al huésped', { exact: true }).click();
    await form().getByRole('button', { name: 'Guardar las preferencias' }).click();
    await expect.element(form().getByText('Preferencias guardadas. Se aplicarán a tus salas nuevas.')).toBeVisible();
    const saved = await getCustomerNotificationPreferences(customer.customerId ?? '');
    expect(saved.preferences).toMatchObject({ noise: { notifyGuest: true }, smoke: { sms: true } });
    // Not asked to: the room keeps its own.
    expect(await getRoom(roomId)).toMatchObject({ sendSmokeSMSNotification: false, notifyGuest: false });

    await form().getByText('Aplicar también ahora a tu sala').click();
    await form().getByRole('button', { name: 'Guardar las preferencias' }).click();
    await expect.element(form().getByText('Preferencias guardadas y aplicadas a tu sala.')).toBeVisible();
    expect(await getRoom(roomId)).toMatchObject({ sendSmokeSMSNotification: true, notifyGuest: true });
    await setTheme('light');
    await expectNoAxeViolations();
    await picture('notifications-desktop-light');
  });

  it('reads in English on a phone in the dark', async () => {
    resetBrowser('en');
    await setWidth('phone');
    await logInAs('customer');
    renderApp(paths.settingsTab('notifications'));
    await expect.element(page.getByRole('form', { name: 'How you want to be told' })).toBeVisible();
    await expect
      .element(page.getByRole('group', { name: 'When a room goes over its noise threshold' }).getByRole('switch', { name: 'Tell the guest first' }))
      .toBeVisible();
    await setTheme('dark');
    // The four tabs' strip scrolls sideways by design (the design system's Tabs); nothing else does.
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expectNoAxeViolations();
    await picture('notifications-phone-dark');
  });
});

describe('the settings integrations keys', () => {
  it('creates a key shown once, renames and deletes the application', async () => {
    await logInAs('agent');
    renderApp(paths.settingsTab('integrations'));
    const name = `Mi script ${unique()}`;
    const create = page.getByRole('form', { name: 'Crear una clave' });
    await create.getByRole('button', { name: 'Crear una clave' }).click();
    await expect.element(create.getByText('Campo requerido')).toBeVisible();
    await create.getByLabelText(/^Nombre de la aplicación/).fill(name);
    await create.getByRole('button', { name: 'Crear una clave' }).click();

    const shown = page.getByRole('figure', { name: 'Credenciales de la aplicación' });
    await expect.element(shown).toBeVisible();
    const key = shown.element().querySelectorAll('code')[1]?.textContent ?? '';
    expect(key).toMatch(/^sk_/);
    await setTheme('light');
    await expectNoAxeViolations();
    await picture('integrations-key-desktop-light');
    await page.getByRole('button', { name: 'Ya la he copiado' }).click();
    // Once put away, the key is nowhere on the page.
    expect(document.body.textContent).not.toContain(key);

    await page.getByRole('listitem').filter({ hasText: name }).getByRole('button', { name: 'Renombrar' }).click();
    const renaming = page.getByRole('form', { name: `Renombrar «${name}»` });
    const renamed = `${name} v2`;
    await renaming.getByLabelText(/^Nombre de la aplicación/).clear();
    await renaming.getByLabelText(/^Nombre de la aplicación/).fill(renamed);
    await renaming.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByRole('heading', { name: renamed, level: 3 })).toBeVisible();

    await page.getByRole('listitem').filter({ hasText: renamed }).getByRole('button', { name: 'Eliminar' }).click();
    await page
      .getByRole('dialog', { name: `¿Eliminar la aplicación «${renamed}»?` })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect.element(page.getByText(`La aplicación «${renamed}» se ha eliminado.`)).toBeVisible();
    await expect.element(page.getByRole('heading', { name: renamed, level: 3 })).not.toBeInTheDocument();
  });

  it('reads in English on a phone in the dark', async () => {
    resetBrowser('en');
    await setWidth('phone');
    await logInAs('agent');
    renderApp(paths.settingsTab('integrations'));
    await expect.element(page.getByRole('heading', { name: 'Your applications’ keys', level: 2 })).toBeVisible();
    await expect.element(page.getByRole('form', { name: 'Create a key' })).toBeVisible();
    await setTheme('dark');
    // The tabs' strip scrolls sideways by design (the design system's Tabs); nothing else does.
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expectNoAxeViolations();
    await picture('integrations-keys-phone-dark');
  });
});

import { listWebhookDeliveries, listWebhookEndpoints, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { page } from 'vitest/browser';
import { logInAs, resetBrowser } from '../../../test/demo.ts';
import { customerWithRooms } from '../../../test/portfolio.ts';
import { expectNoAxeViolations } from '../../../test/looks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths } from '../../shared/paths.ts';

// The real server signs and sends to the local receiver of test/global-setup.ts, which answers 204.
const receiver = inject('webhookReceiver');

beforeEach(async () => {
  await logout();
});

/**
 * A customer of its own, made by the administrator (registering would spend the 10 registrations an
 * hour that every panel test file shares from one address): its endpoints are nobody else's test.
 */
async function freshCustomer() {
  const { username } = await customerWithRooms(1);
  return logInAs(username);
}

describe('the settings webhooks', () => {
  it('adds an endpoint with its events, shows the secret once, pings it and shows the delivery log', async () => {
    resetBrowser('es');
    await freshCustomer();
    renderApp(paths.settingsTab('webhooks'));
    await expect.element(page.getByRole('heading', { name: 'Webhooks', level: 2 })).toBeVisible();
    await expect.element(page.getByText('Aún no tienes ningún endpoint.')).toBeVisible();
    await expectNoAxeViolations();

    // Nothing filled in: the form says what is missing before the server is asked.
    const form = page.getByRole('form', { name: 'Añadir un endpoint' });
    await form.getByRole('button', { name: 'Añadir' }).click();
    await expect.element(form.getByText('Campo requerido')).toBeVisible();
    await expect.element(form.getByText('Elige al menos un evento')).toBeVisible();

    // An address inside the network is refused by the server, in words.
    await form.getByLabelText(/^Dirección \(URL\)/).fill('https://10.1.2.3/hook');
    await form.getByText('Alarma activada').click();
    await form.getByRole('button', { name: 'Añadir' }).click();
    await expect.element(form.getByText(/apunta a una dirección privada o reservada/)).toBeVisible();

    await form.getByLabelText(/^Dirección \(URL\)/).clear();
    await form.getByLabelText(/^Dirección \(URL\)/).fill(`${receiver}/panel`);
    await form.getByLabelText(/^Descripción/).fill('Mi PMS');
    await form.getByText('Dispositivo desconectado').click();
    await form.getByRole('button', { name: 'Añadir' }).click();

    // The secret, this once.
    const secret = page.getByLabelText('Secreto de firma');
    await expect.element(secret).toBeVisible();
    expect(secret.element().textContent).toMatch(/^whsec_/);
    const [endpoint] = await listWebhookEndpoints(null);
    expect(endpoint).toMatchObject({ url: `${receiver}/panel`, description: 'Mi PMS', events: ['alarm.raised', 'device.offline'], enabled: true });
    const shown = secret.element().textContent ?? '';
    await page.getByRole('button', { name: 'Ya lo he copiado' }).click();
    await expect.element(page.getByLabelText('Secreto de firma')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(shown);

    const card = page.getByRole('listitem').filter({ hasText: 'Mi PMS' });
    await expect.element(card.getByText('Activo', { exact: true })).toBeVisible();
    await expect.element(card.getByText('Alarma activada · Dispositivo desconectado')).toBeVisible();

    await card.getByRole('button', { name: 'Enviar un ping de prueba' }).click();
    await expect.element(page.getByText('Ping entregado (HTTP 204).')).toBeVisible();
    const log = card.getByRole('table', { name: 'Registro de entregas' });
    await expect.element(log.getByText('Ping de prueba')).toBeVisible();
    await expect.element(log.getByText('Entregado', { exact: true })).toBeVisible();
    await expect.element(log.getByText('HTTP 204')).toBeVisible();
    expect((await listWebhookDeliveries(endpoint?._id ?? '')).map((delivery) => [delivery.eventType, delivery.status])).toEqual([['ping', 'sent']]);
    await expectNoAxeViolations();

    // Disabled by hand, then deleted.
    await card.getByRole('button', { name: 'Desactivar' }).click();
    await expect.element(card.getByText('Desactivado', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect.element(page.getByText('El endpoint se ha eliminado.')).toBeVisible();
    await expect.element(page.getByText('Aún no tienes ningún endpoint.')).toBeVisible();
  });

  it('speaks English, and shows staff every customer’s endpoints without the form', async () => {
    resetBrowser('en');
    await freshCustomer();
    renderApp(paths.settingsTab('webhooks'));
    const form = page.getByRole('form', { name: 'Add an endpoint' });
    await form.getByLabelText(/^Address \(URL\)/).fill(`${receiver}/english`);
    await form.getByText('Booking imported').click();
    await form.getByRole('button', { name: 'Add' }).click();
    await expect.element(page.getByLabelText('Signing secret')).toBeVisible();
    expect(page.getByLabelText('Signing secret').element().textContent).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect.element(page.getByText(`${receiver}/english`)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Send a test ping' })).toBeVisible();

    await logout();
    resetBrowser('en');
    await logInAs('agent');
    renderApp(paths.settingsTab('webhooks'));
    await expect.element(page.getByText(`${receiver}/english`)).toBeVisible();
    // A night agent reads: no form, no ping.
    await expect.element(page.getByRole('form', { name: 'Add an endpoint' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Send a test ping' }).first()).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Show deliveries' }).first().click();
    await expect.element(page.getByText('No deliveries yet.').first()).toBeVisible();
  });
});

import { apiClient, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { alarmingRoom } from '../../../test/alarms.ts';
import { logInAs, resetBrowser, unique } from '../../../test/demo.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setTheme, setWidth } from '../../../test/looks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths, withQuery } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
  await setWidth('desktop');
});

/**
 * A smoke alarm in a room of the administrator's whose alert schedule (all day) names a phone and an
 * email: the host stage calls the phone and emails the address at once. The test server has no
 * SMTP and no TWILIO_*, as the demo: both are kept as not sent, for the outbox to show.
 */
async function smokeAlarmTelling() {
  await logInAs('admin');
  const tag = unique();
  const phone = `+3460${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const email = `aviso.${tag}@example.com`;
  const room = await alarmingRoom();
  const schedules = await apiClient().PUT('/api/rooms/{id}/settings/alert-schedules', {
    params: { path: { id: room.roomId } },
    body: [{ from: '00:00', to: '00:00', email, telephone: phone }],
  });
  expect(schedules.response.status).toBe(200);
  await room.report({ noise: 40, smokingProbability: 92 });
  return { room, phone, email };
}

const message = (title: RegExp, text: string) => page.getByRole('article', { name: title }).filter({ hasText: text });

describe('the outbox', () => {
  it('shows the call and the email an alarm caused, as they would arrive, kept as not sent without a provider', async () => {
    const { room, phone, email } = await smokeAlarmTelling();
    const { router } = renderApp(paths.outbox);
    await expect.element(page.getByRole('heading', { name: 'Bandeja de salida', level: 1 })).toBeVisible();
    await expect.element(page.getByText(/Sin proveedor configurado para: Llamada, SMS, Email\./)).toBeVisible();

    const call = message(/^Llamada · Aviso de alarma/, phone);
    await expect.element(call).toBeVisible();
    await expect.element(call.getByText('No enviado', { exact: true })).toBeVisible();
    await expect.element(call.getByText(new RegExp(`Alarma de Sereno: humo.*en ${room.name}`))).toBeVisible();
    await expect.element(call.getByText(/Voz: Polly\.Lucia/)).toBeVisible();

    const sent = message(/^Email · Aviso de alarma/, email);
    await expect.element(sent).toBeVisible();
    await expect.element(sent.getByText('No enviado', { exact: true })).toBeVisible();
    const frame = sent.getByTitle(/^Email «.+» tal como llega$/);
    await expect.element(frame).toBeVisible();
    expect(frame.element().getAttribute('srcdoc')).toContain(room.name);
    await setTheme('light');
    await expectNoAxeViolations();
    await picture('outbox-desktop-light');

    await sent.getByRole('link', { name: 'Ver la sala' }).click();
    await expect.poll(() => router.state.location.pathname).toBe(paths.room(room.roomId));
  });

  it('keeps the list shown and its page in the URL, and reads in English on a phone in the dark', async () => {
    const { phone } = await smokeAlarmTelling();
    const { router, screen } = renderApp(paths.outbox);
    await page.getByRole('tab', { name: 'Emails' }).click();
    await expect.poll(() => new URLSearchParams(router.state.location.search).get('view')).toBe('emails');
    await expect.element(page.getByRole('tab', { name: 'Emails' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Avisos de alarmas' }).click();
    await expect.poll(() => router.state.location.search).toBe('');
    await (await screen).unmount();

    resetBrowser('en');
    await setWidth('phone');
    await logInAs('agent');
    renderApp(withQuery(paths.outbox, { limit: 5 }));
    await expect.element(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
    await setTheme('dark');
    const call = message(/^Call · Alarm notice/, phone);
    await expect.element(call.getByText('Not sent', { exact: true })).toBeVisible();
    await expect.element(call.getByText(/There is no provider for this channel/)).toBeVisible();
    expect(page.getByRole('list', { name: 'Notifications' }).getByRole('article').elements().length).toBeLessThanOrEqual(5);
    expectNoSidewaysScroll();
    await expectNoAxeViolations();
    await picture('outbox-phone-dark');
  });

  it('keeps to the failures when asked, in the URL: what stays for want of a provider is not one', async () => {
    const { phone } = await smokeAlarmTelling();
    const { router } = renderApp(paths.outbox);
    await expect.element(message(/^Llamada · Aviso de alarma/, phone)).toBeVisible();
    // The switch's input is visually hidden: a person presses its label.
    await page.getByText('Solo los fallos', { exact: true }).click();
    await expect.poll(() => new URLSearchParams(router.state.location.search).get('failures')).toBe('true');
    // This server has no provider: nothing was tried, so nothing failed.
    await expect.element(page.getByRole('heading', { name: 'Ningún fallo', level: 2 })).toBeVisible();
    await expect.element(page.getByText('0 fallos')).toBeVisible();
    expect(page.getByRole('article').elements()).toHaveLength(0);
    await expectNoAxeViolations();
    await page.getByText('Solo los fallos', { exact: true }).click();
    await expect.element(message(/^Llamada · Aviso de alarma/, phone)).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('failures')).toBeNull();
  });

  it('is for the staff who watch the alarms: a customer meets the not-allowed page and no entry', async () => {
    await logInAs('customer');
    renderApp(paths.outbox);
    await expect.element(page.getByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
    expect(page.getByRole('link', { name: 'Bandeja de salida' }).elements()).toHaveLength(0);
  });
});

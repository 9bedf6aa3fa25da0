// False alarms tune a room (issue 21), in the browser on the real server: an incense alarm is marked
// false in its details; the room's settings suggest the smoke threshold that skips it and keeps the
// real one, and applying it changes the room and the smoke form at once.
import { getRoom, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { alarmingRoom } from '../../../../../test/alarms.ts';
import { logInAs, resetBrowser } from '../../../../../test/demo.ts';
import { expectNoAxeViolations } from '../../../../../test/looks.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { paths } from '../../../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

const minuteMs = 60_000;

describe('false alarms in the room settings', () => {
  it('marks an incense alarm false in its details, and applies the smoke threshold the room suggests', async () => {
    await logInAs('admin');
    const room = await alarmingRoom();
    // Three hours ago: incense at 75 % for five minutes, quiet, then a cigarette at 96 %, quiet.
    const start = Date.now() - 3 * 60 * minuteMs;
    const smokeAt = (minute: number) => (minute >= 10 && minute < 15 ? 75 : minute >= 41 && minute < 46 ? 96 : 2);
    await room.send(
      Array.from({ length: 71 }, (_, minute) => ({ ts: new Date(start + minute * minuteMs).toISOString(), noise: 40, smokingProbability: smokeAt(minute) })),
    );
    const alarms = await room.alarms();
    expect(alarms.map((alarm) => [alarm.type, alarm.peak, alarm.state])).toEqual([
      ['smoking', 96, 'resolved'],
      ['smoking', 75, 'resolved'],
    ]);
    const incense = alarms[1];
    if (!incense) throw new Error('no incense alarm');

    const details = renderApp(paths.alarm(room.roomId, incense._id));
    const dialog = page.getByRole('dialog', { name: `Humo en ${room.name}` });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /¿Fue una falsa alarma\?/ }).click();
    await page.getByRole('option', { name: 'Incienso o velas' }).click();
    await dialog.getByRole('button', { name: 'Marcar como falsa alarma' }).click();
    await expect.element(dialog.getByText(/^Falsa alarma: Incienso o velas\. Lo marcó admin el /)).toBeVisible();
    await (await details.screen).unmount();

    renderApp(paths.room(room.roomId, { tab: 'settings' }));
    await expect.element(page.getByText('1 alarma marcada como falsa en los últimos 30 días:')).toBeVisible();
    await expect.element(page.getByText('Sugerencia: umbral de humo del 76 %.')).toBeVisible();
    await expect
      .element(page.getByText('Con las lecturas guardadas, los ajustes actuales dan 1 falsas y 1 reales; la sugerencia, 0 falsas y 1 reales.'))
      .toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Aplicar la sugerencia' }).click();
    await expect.element(page.getByText('Ajustes aplicados: la próxima lectura ya los usa.')).toBeVisible();
    expect((await getRoom(room.roomId)).smokingAlertThreshold).toBe(76);
    // The smoke form shows the applied threshold: saving it would not undo the tuning.
    await expect.element(page.getByRole('form', { name: 'Notificaciones de humo' }).getByRole('textbox', { name: 'Umbral de humo' })).toHaveValue('76');
    await expect.element(page.getByText('Ningún ajuste evita esas falsas alarmas sin perder una alarma real: mejor dejarlo como está.')).toBeVisible();
  });
});

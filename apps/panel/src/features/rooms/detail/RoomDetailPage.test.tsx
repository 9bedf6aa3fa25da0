import { apiClient, getRoom, listRooms, logout } from '@sereno/api-client';
import type { Reading } from '@sereno/validation';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { logInAs, resetBrowser, unique } from '../../../../test/demo.ts';
import { expectNoAxeViolations, picture, setTheme, setWidth } from '../../../../test/looks.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { paths, withQuery } from '../../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

interface ReportingRoom {
  roomId: string;
  /** Sends readings as the device does (its bearer token, protocol v1). */
  send: (...readings: Omit<Reading, 'seq'>[]) => Promise<void>;
}

/** A room of its own with a device that has not reported yet. Needs an administrator's session. */
async function reportingRoom(): Promise<ReportingRoom> {
  const monitorId = `TST-${unique().toUpperCase()}`;
  const device = await apiClient().POST('/api/devices', { body: { monitorId, status: 'active' } });
  expect(device.response.status).toBe(201);
  const room = await apiClient().POST('/api/rooms', { body: { name: `Sala ${monitorId}`, monitorId } });
  expect(room.response.status).toBe(201);
  let seq = 0;
  return {
    roomId: room.data?.data.roomId ?? '',
    send: async (...readings) => {
      const answer = await apiClient().POST('/api/devices/{monitorId}/readings', {
        params: { path: { monitorId } },
        headers: { Authorization: `Bearer ${device.data?.token ?? ''}` },
        body: readings.map((reading) => ({ ...reading, seq: (seq += 1) })),
      });
      expect(answer.response.status).toBe(202);
    },
  };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const tile = (name: string) => page.getByRole('region', { name, exact: true });

describe('the room overview', () => {
  it('shows the measurements with their explanations, the charts, and a reading arriving live', async () => {
    await logInAs('admin');
    const room = await reportingRoom();
    await room.send(
      { ts: minutesAgo(20), noise: 40, temperature: 21, humidity: 44, iaq: 60, voc: 0.5, pax: 1, smokingProbability: 3 },
      // A crowd (the room's threshold is 12 devices) raises an alarm at once.
      { ts: minutesAgo(10), pax: 30 },
      {
        ts: minutesAgo(2),
        noise: 50,
        temperature: 21.5,
        humidity: 45,
        iaq: 120,
        voc: 0.8,
        pax: 3,
        smokingProbability: 5,
        batteryLevel: 80,
        batteryMode: 'battery',
        wifi: -55,
      },
    );
    const { router } = renderApp(paths.room(room.roomId));

    await expect.element(page.getByRole('heading', { level: 1, name: /^Sala TST-/ })).toBeVisible();
    await expect.element(tile('Ruido').getByText('50 dBA')).toBeVisible();
    await expect.element(tile('Temperatura').getByText('21,5 °C')).toBeVisible();
    await expect.element(tile('Ocupación').getByText('3 dispositivos')).toBeVisible();
    await expect.element(tile('Calidad del aire (IAQ)').getByText('Ligeramente contaminado')).toBeVisible();
    await expect.element(tile('Wifi').getByText('Buena señal')).toBeVisible();
    await expect.element(page.getByText('Conviene ventilar: abre una ventana unos minutos.')).toBeVisible();
    await expect.element(page.getByText(/^Última lectura: .* \(hace 2 minutos\)$/)).toBeVisible();

    await tile('Ruido').getByRole('button', { name: 'Qué significa: Ruido' }).click();
    const explanation = page.getByRole('dialog', { name: 'Ruido' });
    await expect.element(explanation.getByText(/30 dBA es una sala en silencio, 60 dBA una conversación normal y 85 dBA un ruido fuerte/)).toBeVisible();
    await explanation.getByRole('button', { name: /Cerrar|Close/ }).click();
    await tile('Ocupación').getByRole('button', { name: 'Qué significa: Ocupación' }).click();
    await expect.element(page.getByRole('dialog').getByText(/Cada huésped suele llevar 1 o 2/)).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Cerrar|Close/ })
      .click();

    const alarms = page.getByRole('table', { name: 'Alarmas' });
    const crowd = alarms.getByRole('row').filter({ hasText: 'Ocupación' });
    await expect.element(crowd.getByText('30', { exact: true })).toBeVisible();
    // Spec §3: the date and the time as yyyy-MM-dd and HH:mm.
    expect(crowd.element().textContent).toMatch(/^Ocupación\d{4}-\d{2}-\d{2}\d{2}:\d{2}/);

    for (const chart of [
      'Ruido (dBA)',
      'Probabilidad de humo (%)',
      'Ocupación (dispositivos)',
      'Temperatura (°C)',
      'Humedad (%RH)',
      'Calidad del aire (IAQ)',
      'COV (ppm)',
    ]) {
      await expect.element(page.getByRole('heading', { level: 3, name: chart })).toBeVisible();
    }
    await expect.element(page.getByRole('group', { name: 'Ruido (dBA)' })).toBeVisible();

    // The time range goes into the URL; the charts are asked for again over it.
    await page.getByText('Últimas 3 h', { exact: true }).click();
    await expect.poll(() => router.state.location.search).toBe('?range=3h');
    await expect.element(page.getByRole('radio', { name: 'Últimas 3 h' })).toBeChecked();

    await expect.element(page.getByRole('status').getByText('En directo')).toBeVisible();
    await room.send({ ts: new Date().toISOString(), noise: 63, iaq: 260, pax: 4 });
    await expect.element(tile('Ruido').getByText('63 dBA')).toBeVisible();
    await expect.element(tile('Ocupación').getByText('4 dispositivos')).toBeVisible();
    await expect.element(tile('Calidad del aire (IAQ)').getByText('Gravemente contaminado')).toBeVisible();
    await expect.element(page.getByText(/^Última lectura: .* \(hace 0 minutos\)$/)).toBeVisible();
  });

  it('adds an alarm to its table as soon as it is raised, live', async () => {
    await logInAs('admin');
    const room = await reportingRoom();
    await room.send({ ts: minutesAgo(1), noise: 40 });
    renderApp(paths.room(room.roomId));
    const alarms = page.getByRole('table', { name: 'Alarmas' });
    await expect.element(page.getByRole('status').getByText('En directo')).toBeVisible();
    await expect.element(alarms).toBeVisible();
    expect(alarms.getByRole('row').filter({ hasText: 'Humo' }).elements()).toHaveLength(0);
    await room.send({ ts: new Date().toISOString(), noise: 41, smokingProbability: 88 });
    await expect.element(alarms.getByRole('row').filter({ hasText: 'Humo' }).getByText('88 %')).toBeVisible();
  });

  it('opens on the range of the URL and warns when the device has been quiet for 30 minutes', async () => {
    await logInAs('admin');
    const room = await reportingRoom();
    await room.send({ ts: minutesAgo(41), noise: 45 });
    renderApp(withQuery(paths.room(room.roomId), { range: '6h' }));
    await expect.element(page.getByText(/^Sin datos desde hace 41 minutos/)).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Últimas 6 h' })).toBeChecked();
    // Its newest reading is older than the connection window: disconnected, its values greyed, never "live".
    await expect.element(page.getByRole('status').getByText('Sin datos recientes')).toBeVisible();
    expect(page.getByRole('status').getByText('En directo').elements()).toHaveLength(0);
    await expect.element(page.getByText('Desconectada', { exact: true }).first()).toBeVisible();
    await expect.element(tile('Ruido').getByText('45 dBA')).toBeVisible();
    expect(tile('Ruido').element().closest('[data-stale]')).not.toBeNull();
    // The noise level an old reading would have says nothing of now: "disconnected", not a level.
    await expect.element(tile('Ruido').getByText('Desconectado', { exact: true })).toBeVisible();
  });

  it('says so when the device never reported', async () => {
    await logInAs('admin');
    const room = await reportingRoom();
    renderApp(paths.room(room.roomId));
    await expect.element(page.getByText(/^Este dispositivo todavía no ha enviado datos/)).toBeVisible();
    await expect.element(tile('Ruido').getByText('Sin datos')).toBeVisible();
  });

  it('offers a night agent the overview but no settings', async () => {
    await logInAs('admin');
    const room = await reportingRoom();
    await logout();
    await logInAs('agent');
    renderApp(paths.room(room.roomId, { tab: 'settings' }));
    await expect.element(page.getByRole('tab', { name: 'Resumen' })).toBeVisible();
    expect(page.getByRole('tab', { name: 'Ajustes' }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Mediciones del dispositivo' })).toBeVisible();
  });

  it('speaks English', async () => {
    resetBrowser('en');
    await logInAs('admin');
    const room = await reportingRoom();
    await room.send({ ts: minutesAgo(1), noise: 58, pax: 1 });
    renderApp(paths.room(room.roomId));
    await expect.element(page.getByRole('heading', { level: 2, name: 'Device measurements' })).toBeVisible();
    await expect.element(tile('Noise').getByText('58 dBA')).toBeVisible();
    await expect.element(tile('Occupancy').getByText('1 device')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Last 24 h' })).toBeChecked();
  });

  it('shows the guest now in a demo room and its latest check-ins', async () => {
    await logInAs('customer');
    const [room] = (await listRooms({ search: 'Ático Malagueta' })).rooms;
    renderApp(paths.room(room?._id ?? ''));
    await expect.element(page.getByText(/^Ahora: Oliver Smith \(3 personas\), entrada .+, salida .+\.$/)).toBeVisible();
    const checkIns = page.getByRole('table', { name: 'Últimas entradas' });
    await expect.element(checkIns.getByText('Lucía Martín Sanz')).toBeVisible();
    // Newest check-in first: the next guests, then the ones now in, then those who left.
    expect(
      checkIns
        .getByRole('row')
        .elements()
        .map((row) => row.textContent?.split(/\d/)[0]),
    ).toEqual(['HuéspedEntradaSalida', 'Camille Dubois', 'Oliver Smith', 'Lucía Martín Sanz']);
  });
});

describe('the room settings', () => {
  it('saves the smoke and crowd thresholds, which a reload shows again', async () => {
    await logInAs('admin');
    const room = await reportingRoom();
    const first = renderApp(paths.room(room.roomId, { tab: 'settings' }));
    const smoke = page.getByRole('form', { name: 'Notificaciones de humo' });
    await expect.element(smoke).toBeVisible();
    await smoke.getByRole('textbox', { name: 'Umbral de humo' }).fill('55');
    await smoke.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Notificaciones de humo: cambios guardados.')).toBeVisible();
    expect((await getRoom(room.roomId)).smokingAlertThreshold).toBe(55);

    const crowd = page.getByRole('form', { name: 'Notificaciones de ocupación' });
    await crowd.getByRole('textbox', { name: 'Umbral de dispositivos' }).fill('9');
    await crowd.getByText('SMS', { exact: true }).click();
    await crowd.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Notificaciones de ocupación: cambios guardados.')).toBeVisible();
    const saved = await getRoom(room.roomId);
    expect(saved.crowdingAlertTreshold).toBe(9);
    expect(saved.sendCrowdSMSNotification).toBe(true);
    // Saving one section keeps what another saved.
    expect(saved.smokingAlertThreshold).toBe(55);

    await (await first.screen).unmount();
    renderApp(paths.room(room.roomId, { tab: 'settings' }));
    await expect.element(page.getByRole('form', { name: 'Notificaciones de humo' }).getByRole('textbox', { name: 'Umbral de humo' })).toHaveValue('55');
    await expect
      .element(page.getByRole('form', { name: 'Notificaciones de ocupación' }).getByRole('textbox', { name: 'Umbral de dispositivos' }))
      .toHaveValue('9');
  });

  it('keeps custom noise thresholds in order, with the message of each pair, and saves them', async () => {
    await logInAs('admin');
    const room = await reportingRoom();
    renderApp(paths.room(room.roomId, { tab: 'settings' }));
    const noise = page.getByRole('form', { name: 'Notificaciones de ruido' });
    await noise.getByText('Personalizada', { exact: true }).click();
    await noise.getByRole('textbox', { name: 'Nivel bajo' }).fill('70');
    await noise.getByRole('textbox', { name: 'Nivel medio' }).fill('65');
    await noise.getByRole('textbox', { name: 'Nivel alto' }).fill('60');
    await noise.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(noise.getByText('El nivel bajo debe ser menor que el medio')).toBeVisible();
    await expect.element(noise.getByText('El nivel medio debe ser menor que el alto')).toBeVisible();
    await expect.element(noise.getByText('El nivel bajo debe ser menor que el alto')).toBeVisible();
    expect((await getRoom(room.roomId)).noiseSettings.sensitivity).toBe('normal');

    await noise.getByRole('textbox', { name: 'Nivel bajo' }).fill('50');
    await noise.getByRole('textbox', { name: 'Nivel medio' }).fill('60');
    await noise.getByRole('textbox', { name: 'Nivel alto' }).fill('70');
    await noise.getByText('Avisar las 24 horas', { exact: true }).click();
    await noise.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Notificaciones de ruido: cambios guardados.')).toBeVisible();
    const saved = await getRoom(room.roomId);
    expect(saved.noiseSettings).toMatchObject({ sensitivity: 'custom', thresholds: { low: 50, medium: 60, high: 70 }, allDay: true });
    expect(saved.thresholds).toEqual({ low: 50, medium: 60, high: 70 });
  });

  it('opens on the noise section, whose sustain time is shown and saved, on a phone too', async () => {
    await logInAs('admin');
    const room = await reportingRoom();
    await setWidth('phone');
    try {
      renderApp(paths.room(room.roomId, { tab: 'settings' }));
      const noise = page.getByRole('form', { name: 'Notificaciones de ruido' });
      const sustain = noise.getByRole('textbox', { name: 'Tiempo sostenido' });
      await expect.element(sustain).toHaveValue('5');
      await expect.element(noise.getByText('Minutos seguidos que el ruido debe superar el umbral para que salte la alarma (de 1 a 15).')).toBeVisible();
      // The first section, before the general data's address fields.
      const sections = page
        .getByRole('form')
        .elements()
        .map((form) => form.getAttribute('aria-label'));
      expect(sections[0]).toBe('Notificaciones de ruido');
      expect(page.getByRole('heading', { name: 'Notificaciones de ruido' }).element().getBoundingClientRect().bottom).toBeLessThan(window.innerHeight);
      await sustain.fill('10');
      await noise.getByRole('button', { name: 'Guardar' }).click();
      await expect.element(page.getByText('Notificaciones de ruido: cambios guardados.')).toBeVisible();
      expect((await getRoom(room.roomId)).noiseSettings.sustainMinutes).toBe(10);
      sustain.element().scrollIntoView({ block: 'center' });
      await expectNoAxeViolations();
      await picture('room-settings-noise-phone');
      await setTheme('dark');
      await picture('room-settings-noise-phone-dark');
    } finally {
      await setWidth('desktop');
    }
  });

  it('checks an alert schedule with the spec messages and saves it', async () => {
    await logInAs('admin');
    const room = await reportingRoom();
    renderApp(paths.room(room.roomId, { tab: 'settings' }));
    const schedules = page.getByRole('form', { name: 'Horarios de avisos' });
    await schedules.getByRole('button', { name: 'Añadir un horario' }).click();
    const first = schedules.getByRole('region', { name: 'Horario 1' });
    await first.getByLabelText(/^Email/).fill('no-es-un-email');
    await first.getByLabelText(/^Teléfono/).fill('12');
    await schedules.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(first.getByText('Correo electrónico no válido')).toBeVisible();
    await expect.element(first.getByText('Número de teléfono no válido')).toBeVisible();

    await first.getByLabelText(/^Email/).fill('guardia@example.com');
    await first.getByLabelText(/^Teléfono/).fill('+34600111222');
    await schedules.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Horarios de avisos: cambios guardados.')).toBeVisible();
    expect((await getRoom(room.roomId)).alertSchedules).toEqual([{ from: '22:00', to: '08:00', email: 'guardia@example.com', telephone: '+34600111222' }]);
  });

  it('saves the general data and says why the browser location cannot be used when it is refused', async () => {
    await logInAs('admin');
    const room = await reportingRoom();
    renderApp(paths.room(room.roomId, { tab: 'settings' }));
    const general = page.getByRole('form', { name: 'General' });
    // The test browser has not been given the location: it answers as a person who refused it.
    await general.getByRole('button', { name: 'Usar mi ubicación' }).click();
    await expect.element(general.getByRole('alert')).toHaveTextContent('Para usar esta función, necesitas permitir el acceso a tu ubicación.');
    await general.getByLabelText(/^Nombre/).fill(`Ático ${room.roomId.slice(0, 4)}`);
    await general.getByLabelText(/^Teléfonos para llamadas/).fill('+34600111222,+34600333444');
    await general.getByRole('textbox', { name: 'Latitud' }).fill('95');
    await general.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(general.getByText('La latitud debe estar entre -90 y 90')).toBeVisible();
    await general.getByRole('textbox', { name: 'Latitud' }).fill('36,72');
    await general.getByRole('textbox', { name: 'Longitud' }).fill('-4,42');
    await general.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('General: cambios guardados.')).toBeVisible();
    const saved = await getRoom(room.roomId);
    expect(saved).toMatchObject({ name: `Ático ${room.roomId.slice(0, 4)}`, phone: '+34600111222,+34600333444', location: { lat: 36.72, lng: -4.42 } });
    await expect.element(page.getByRole('heading', { level: 1, name: `Ático ${room.roomId.slice(0, 4)}` })).toBeVisible();
  });
});

// The bench end to end: the real flasher in Chromium, the real esptool-js, the real API server, and
// an emulated ESP32 behind a fake Web Serial port (@sereno/serial-rig, docs/flasher.md).
import { getFactoryUnit } from '@sereno/api-client';
import { FakeSerial, FakeSerialPort, EmulatedEsp32, buildFirmwareImage } from '@sereno/serial-rig';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { firmwareImages, freshMac, openFlasher, unit } from '../../../test/bench.tsx';

let images: Awaited<ReturnType<typeof firmwareImages>>;
beforeAll(async () => {
  images = await firmwareImages();
});

const button = (name: string | RegExp) => page.getByRole('button', { name });
const status = () => page.getByTestId('bench-status');

async function connected(rig: ReturnType<typeof unit>, options?: Parameters<typeof openFlasher>[1]) {
  await openFlasher(rig.serial, options);
  await button(options?.language === 'en' ? 'Connect device' : 'Conectar dispositivo').click();
  await expect.element(page.getByTestId('bench-chip')).toHaveTextContent(`ESP32-D0WDQ6 (revision 0) · MAC ${rig.device.mac}`);
}

describe('signing in and connecting', () => {
  it('tells a browser without Web Serial to use a Chromium browser, in Spanish and English', async () => {
    await openFlasher(undefined, { username: null });
    await expect.element(page.getByText('Este navegador no puede usar el puerto serie')).toBeVisible();
    await expect.element(page.getByText(/navegador basado en Chromium/)).toBeVisible();
    await openFlasher(undefined, { username: null, language: 'en' });
    await expect.element(page.getByText(/Chromium-based browser/)).toBeVisible();
  });

  it("asks for the panel's session, and refuses a role that may not flash", async () => {
    await openFlasher(unit().serial, { username: null });
    await expect.element(page.getByText('Inicia sesión en el panel')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Ir al inicio de sesión del panel' })).toHaveAttribute('href', '/login');
    await openFlasher(unit().serial, { username: 'customer' });
    await expect.element(page.getByText('Tu cuenta no puede usar el flasher')).toBeVisible();
    expect(button('Conectar dispositivo').elements()).toHaveLength(0);
  });

  it('says clearly when nothing is picked, the browser blocks the port or it is busy, then detects the chip', async () => {
    const rig = unit();
    await openFlasher(rig.serial);
    await expect.element(page.getByText(`Staging: ${images.staging.version}`)).toBeVisible();
    await expect.element(page.getByText(`Producción: ${images.production.version}`)).toBeVisible();

    rig.serial.chooser = 'cancel';
    await button('Conectar dispositivo').click();
    await expect.element(page.getByText(/No se ha elegido ningún puerto/)).toBeVisible();

    rig.serial.chooser = 'blocked';
    await button('Conectar dispositivo').click();
    await expect.element(page.getByText(/El navegador no deja usar el puerto serie/)).toBeVisible();

    rig.serial.chooser = 'pick';
    rig.port.busy = true;
    await button('Conectar dispositivo').click();
    await expect.element(page.getByText(/El puerto está ocupado/)).toBeVisible();

    rig.port.busy = false;
    await button('Conectar otro').click();
    await expect.element(page.getByTestId('bench-chip')).toHaveTextContent(`ESP32-D0WDQ6 (revision 0) · MAC ${rig.device.mac}`);
    await expect.element(page.getByText('Puerto USB 10c4:ea60')).toBeVisible();
    // The chooser offers the bridges of Sereno's boards first.
    expect(rig.serial.lastFilters).toContainEqual({ usbVendorId: 0x10c4, usbProductId: 0xea60 });
  });
});

describe('the QC test', () => {
  it('passes a unit whose sensors answer in range and records it with its calibration', async () => {
    const rig = unit({ calibrated: false });
    await connected(rig);
    await button('Test QC').click();
    await expect.element(status()).toHaveTextContent('Superado');
    await expect.element(page.getByText('Test QC superado. Calibración: pendiente.')).toBeVisible();
    const history = (await getFactoryUnit(rig.device.mac)).history;
    expect(history[0]).toMatchObject({ kind: 'qc', outcome: 'passed', calibration: 'pending' });
    expect(history[0]?.readings).toContainEqual({ sensor: 'humidity', answered: true, value: 45.2 });
  });

  it('fails a unit whose humidity sensor does not answer, and one reading out of range, saying why', async () => {
    const rig = unit({ faults: { silentSensors: ['humidity'] } });
    await connected(rig);
    await button('Test QC').click();
    await expect.element(status()).toHaveTextContent('Fallido');
    await expect.element(page.getByText('Test QC fallido: el sensor de humedad no responde.')).toBeVisible();
    const answer = await getFactoryUnit(rig.device.mac);
    expect(answer.history[0]).toMatchObject({ kind: 'qc', outcome: 'failed', reason: 'sensorSilent:humidity' });
    expect(answer.device).toBeNull();

    rig.device.faults.silentSensors = [];
    rig.device.readings.noise = 95;
    await button('Test QC').click();
    await expect.element(page.getByText('Test QC fallido: la lectura de ruido está fuera de rango.')).toBeVisible();
  });

  it('says a blank unit has no firmware to test', async () => {
    const rig = unit({ firmware: null });
    await connected(rig);
    await button('Test QC').click();
    await expect.element(page.getByText(/no tiene firmware que arranque/)).toBeVisible();
  });
});

describe('flashing and erasing', () => {
  it('flashes staging with a progress bar and the time left, boots it, and keeps a log that can be copied', async () => {
    const rig = unit();
    await connected(rig);
    await button('Flash staging').click();
    await expect.element(page.getByRole('progressbar', { name: 'Progreso de la grabación' })).toBeInTheDocument();
    await expect.element(status()).toHaveTextContent('Correcto');
    await expect.element(page.getByText(`Firmware ${images.staging.version} grabado y verificado.`)).toBeVisible();
    expect(rig.device.firmwareVersion).toBe(images.staging.version);
    expect((await getFactoryUnit(rig.device.mac)).history[0]).toMatchObject({ kind: 'flash', outcome: 'success', channel: 'staging' });

    const log = page.getByLabelText('Registro');
    await expect.poll(() => log.element().textContent).toMatch(/Writing at 0x[\s\S]*Hash of data verified/);
    const copied = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await button('Copiar registro').click();
    await expect.element(page.getByText('Registro copiado')).toBeVisible();
    expect(copied.mock.calls[0]?.[0]).toMatch(/Chip is ESP32-D0WDQ6[\s\S]*Hash of data verified/);
  });

  it('flashes production, registers the device with its firmware, writes its token and prints its label', async () => {
    const rig = unit();
    await connected(rig);
    await button('Test QC').click();
    await expect.element(status()).toHaveTextContent('Superado');
    await button('Flash producción').click();
    await expect.element(status()).toHaveTextContent('Correcto');
    const answer = await getFactoryUnit(rig.device.mac);
    const monitorId = answer.device?.monitorId ?? '';
    expect(monitorId).toMatch(/^SRN-\d{4}$/);
    expect(answer.device).toMatchObject({ firmware: images.production.version, calibration: 'calibrated' });
    await expect
      .element(page.getByText(`Dispositivo ${monitorId} registrado con el firmware ${images.production.version}; su token está grabado.`))
      .toBeVisible();
    expect(rig.device.firmwareVersion).toBe(images.production.version);
    expect(rig.device.token).toMatch(/^dev_/);

    const label = page.getByRole('figure', { name: 'Etiqueta' });
    await expect.element(label.getByRole('heading', { name: monitorId })).toBeVisible();
    await expect.element(label.getByRole('img', { name: `Código QR de ${monitorId}` })).toBeVisible();
    const claim = answer.device?.claimCode ?? '';
    await expect.element(label.getByText(`Código de alta: ${claim.slice(0, 5)}-${claim.slice(5)}`)).toBeVisible();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await button('Imprimir etiqueta').click();
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('erases the memory', async () => {
    const rig = unit();
    await connected(rig);
    await button('Borrar memoria').click();
    await expect.element(page.getByText('Memoria borrada.')).toBeVisible();
    expect(rig.device.firmwareVersion).toBeNull();
    expect((await getFactoryUnit(rig.device.mac)).history[0]).toMatchObject({ kind: 'erase', outcome: 'success' });
  });
});

describe('faults: a clear message, and the device record unchanged', () => {
  async function passedQc(rig: ReturnType<typeof unit>) {
    await connected(rig);
    await button('Test QC').click();
    await expect.element(status()).toHaveTextContent('Superado');
  }

  it('a unit unplugged in the middle of a production flash', async () => {
    const rig = unit({ faults: { unplugAtFraction: 0.5 } });
    await passedQc(rig);
    await button('Flash producción').click();
    await expect.element(status()).toHaveTextContent('Desconectado');
    await expect.element(page.getByText(/Se ha desconectado el dispositivo/)).toBeVisible();
    const answer = await getFactoryUnit(rig.device.mac);
    expect(answer.device).toBeNull();
    expect(answer.history[0]).toMatchObject({ kind: 'flash', outcome: 'disconnected', reason: 'unplugged' });
  });

  it('a wrong MD5 after the write', async () => {
    const rig = unit({ faults: { corruptWrite: true } });
    await passedQc(rig);
    await button('Flash producción').click();
    await expect.element(status()).toHaveTextContent('Fallido');
    await expect.element(page.getByText(/La verificación ha fallado: lo grabado no coincide con la imagen \(MD5\)/)).toBeVisible();
    const answer = await getFactoryUnit(rig.device.mac);
    expect(answer.device).toBeNull();
    expect(answer.history[0]).toMatchObject({ kind: 'flash', outcome: 'failed', reason: 'md5Mismatch' });
  });

  it('a unit that stops answering (timeout), said in English too', async () => {
    const rig = unit();
    await connected(rig, { language: 'en' });
    rig.device.faults.silent = true;
    await button('Production flash').click();
    await expect.element(page.getByText(/The device does not answer\. Check the USB cable/)).toBeVisible();
    await expect.element(status()).toHaveTextContent('Failed');
    expect((await getFactoryUnit(rig.device.mac)).device).toBeNull();
  });
});

describe('batch mode', () => {
  it('connects, tests, flashes and labels unit after unit, and keeps the tally of the shift', async () => {
    const good = new FakeSerialPort(new EmulatedEsp32({ mac: freshMac(), firmware: buildFirmwareImage({ version: '0.9.0' }) }));
    const bad = new FakeSerialPort(
      new EmulatedEsp32({ mac: freshMac(), firmware: buildFirmwareImage({ version: '0.9.0' }), faults: { silentSensors: ['iaq'] } }),
    );
    const serial = new FakeSerial([good, bad]);
    await openFlasher(serial);
    await page.getByText('Modo lote').click();

    await button('Siguiente dispositivo').click();
    await expect.element(page.getByText('Turno: 1 correctos, 0 fallidos')).toBeVisible();
    await expect.element(page.getByRole('figure', { name: 'Etiqueta' })).toBeVisible();
    expect(good.device.token).toMatch(/^dev_/);
    good.unplug(); // the operator takes the unit away and plugs the next

    await button('Siguiente dispositivo').click();
    await expect.element(page.getByText('Turno: 1 correctos, 1 fallidos')).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'el sensor de calidad del aire no responde' })).toBeVisible();
    expect((await getFactoryUnit(bad.device.mac)).device).toBeNull();
    await userEvent.keyboard('{Tab}');
  });
});

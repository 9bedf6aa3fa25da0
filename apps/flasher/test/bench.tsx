// What the bench's tests share: the demo accounts of the real server, the firmware images they flash,
// and the whole flasher rendered with the emulated device of @sereno/serial-rig as its serial port.
import { createQueryClient, login, logout, setSessionUser, uploadFirmwareImage, type FirmwareImage } from '@sereno/api-client';
import { buildFirmwareImage, createRig, toBase64 } from '@sereno/serial-rig';
import { languageStorageKey } from '@sereno/validation';
import { render } from 'vitest-browser-react';
import { App } from '../src/app/App.tsx';
import type { SerialLike } from '../src/shared/device/serial-port.ts';
import { createI18n } from '../src/shared/i18n/create-i18n.ts';

export const demoPassword = 'Sereno#2026';

export async function logInAs(username: string): Promise<void> {
  setSessionUser(await login({ username, password: demoPassword }));
}

async function logOut(): Promise<void> {
  await logout().catch(() => undefined);
  setSessionUser(null);
}

let uploaded: Promise<{ staging: FirmwareImage; production: FirmwareImage }> | undefined;

/** The images the server offers: uploaded once per run by the demo administrator. */
export function firmwareImages(): Promise<{ staging: FirmwareImage; production: FirmwareImage }> {
  uploaded ??= (async () => {
    await logInAs('admin');
    const tag = Math.floor(Math.random() * 1e6);
    const staging = await uploadFirmwareImage('staging', toBase64(buildFirmwareImage({ version: `5.0.${tag}`, size: 96 * 1024, seed: 2 })));
    const production = await uploadFirmwareImage('production', toBase64(buildFirmwareImage({ version: `5.1.${tag}`, size: 96 * 1024, seed: 3 })));
    return { staging, production };
  })();
  return uploaded;
}

let macs = Math.floor(Math.random() * 200);
/** A MAC no other unit of the run has. */
export const freshMac = () =>
  `24:0a:c4:${(++macs % 256).toString(16).padStart(2, '0')}:${Math.floor(Math.random() * 256)
    .toString(16)
    .padStart(2, '0')}:${Math.floor(Math.random() * 256)
    .toString(16)
    .padStart(2, '0')}`;

/** A unit on the bench, with the factory's test firmware in flash. */
export function unit(options: Parameters<typeof createRig>[0] = {}) {
  return createRig({ mac: freshMac(), firmware: buildFirmwareImage({ version: '0.9.0' }), ...options });
}

/** The flasher as the operator sees it, logged in as `username`, with `serial` as navigator.serial. */
export async function openFlasher(
  serial: SerialLike | undefined,
  { username = 'manufacturer', language = 'es' }: { username?: string | null; language?: 'es' | 'en' } = {},
) {
  localStorage.clear();
  localStorage.setItem(languageStorageKey, language);
  if (username) await logInAs(username);
  else await logOut();
  const i18n = createI18n();
  return render(<App i18n={i18n} queryClient={createQueryClient()} serial={serial} />);
}

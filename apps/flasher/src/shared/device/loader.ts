// The chip's serial loader through esptool-js: connect (sync, chip detection, the flasher stub at
// 921,600 baud) and erase; flash-write.ts writes an image. Every step races the port's
// 'disconnect', so that a pulled cable reaches the operator at once, not after esptool's timeouts.
import { ESPLoader, Transport, type IEspLoaderTerminal } from 'esptool-js';
import { asFlasherError } from './errors.ts';
import { watchUnplug, type SerialPortLike } from './serial-port.ts';

/** Where the application partition starts: where a firmware image goes. */
export const APP_OFFSET = 0x10000;
export const ROM_BAUD = 115_200;
export const FLASH_BAUD = 921_600;

export type Log = (line: string) => void;

export interface LoaderSession {
  chip: string;
  mac: string;
  loader: ESPLoader;
  transport: Transport;
  port: SerialPortLike;
}

function terminalFor(log: Log): IEspLoaderTerminal {
  let pending = '';
  return {
    clean: () => undefined,
    write: (data: string) => {
      pending += data;
    },
    writeLine: (data: string) => {
      const line = (pending + data).trim();
      pending = '';
      if (line) log(line);
    },
  };
}

/** Runs `step`, failing as `unplugged` as soon as the port's device is lost. */
export async function unlessUnplugged<T>(port: SerialPortLike, step: () => Promise<T>): Promise<T> {
  const watch = watchUnplug(port);
  try {
    const running = step();
    running.catch(() => undefined);
    return await Promise.race([running, watch.lost]);
  } catch (error) {
    throw asFlasherError(error);
  } finally {
    watch.stop();
  }
}

/** Opens the port, puts the chip into its loader, detects it and starts the stub. */
export async function openLoader(port: SerialPortLike, log: Log): Promise<LoaderSession> {
  const transport = new Transport(port as unknown as ConstructorParameters<typeof Transport>[0], false);
  const loader = new ESPLoader({ transport, baudrate: FLASH_BAUD, romBaudrate: ROM_BAUD, terminal: terminalFor(log) });
  try {
    const chip = await unlessUnplugged(port, () => loader.main());
    const mac = (await unlessUnplugged(port, () => loader.chip.readMac(loader))).toLowerCase();
    return { chip, mac, loader, transport, port };
  } catch (error) {
    await closeLoader({ transport, port });
    throw error;
  }
}

/** Lets the port go (the chip stays in its loader until the next reset). */
export async function closeLoader({ transport, port }: Pick<LoaderSession, 'transport' | 'port'>): Promise<void> {
  try {
    await Promise.race([transport.disconnect(), new Promise((resolve) => setTimeout(resolve, 1500))]);
  } catch {
    // a lost device cannot be closed cleanly
  }
  if (port.readable || port.writable) await port.close().catch(() => undefined);
}

export async function eraseFlash(session: LoaderSession): Promise<void> {
  await unlessUnplugged(session.port, () => session.loader.eraseFlash());
}

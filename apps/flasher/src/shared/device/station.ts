// The bench's four actions on a connected unit (spec §2 Flasher, §4 states), each from port to port:
// detect the chip, the QC test, flash an image (erase, write, verify, boot it), erase memory; and
// writing the device token into a flashed unit. docs/flasher.md.
import { DeviceConsole } from './device-console.ts';
import { FlasherError } from './errors.ts';
import { writeImage } from './flash-write.ts';
import { deflateImage } from './image-deflate.ts';
import { closeLoader, eraseFlash, openLoader, type Log } from './loader.ts';
import { evaluateSelfTest, type QcResult } from './qc.ts';
import type { SerialPortLike } from './serial-port.ts';

export interface ChipInfo {
  chip: string;
  mac: string;
}

export type FlashPhase = 'erasing' | 'flashing' | 'verifying';

/** Detects the chip and reads its MAC through the serial loader. */
export async function detectChip(port: SerialPortLike, log: Log): Promise<ChipInfo> {
  const session = await openLoader(port, log);
  await closeLoader(session);
  return { chip: session.chip, mac: session.mac };
}

async function withConsole<T>(port: SerialPortLike, log: Log, work: (console: DeviceConsole) => Promise<T>): Promise<T> {
  const console = await DeviceConsole.open(port, log);
  try {
    return await work(console);
  } finally {
    await console.close();
  }
}

/** Boots the firmware and runs its self-test. */
export async function runQc(port: SerialPortLike, log: Log): Promise<QcResult & { mac: string; firmware: string }> {
  return withConsole(port, log, async (console) => {
    const firmware = await console.resetIntoApp();
    const mac = (await console.ask('id', /^id ([0-9a-f:]{17})$/i))[1]?.toLowerCase() ?? '';
    const lines = await console.collect('selftest', /^selftest end$/, 15_000);
    return { ...evaluateSelfTest(lines), mac, firmware };
  });
}

/**
 * Erases the chip, writes `image` (compressed) and verifies it by MD5, then boots it and checks it
 * answers the version it should. `onPhase` follows spec §4: erasing → flashing (→ verifying).
 */
export async function flashFirmware(
  port: SerialPortLike,
  image: { bytes: Uint8Array; version: string },
  log: Log,
  onPhase: (phase: FlashPhase) => void,
  onProgress: (written: number, total: number) => void,
): Promise<ChipInfo> {
  const session = await openLoader(port, log);
  try {
    onPhase('erasing');
    // The image is compressed while the chip erases: the write then starts at once.
    const deflating = deflateImage(image.bytes);
    deflating.catch(() => undefined);
    await eraseFlash(session);
    const deflated = await deflating;
    onPhase('flashing');
    await writeImage(session, deflated, onProgress);
  } finally {
    await closeLoader(session);
  }
  onPhase('verifying');
  const running = await withConsole(port, log, (console) => console.resetIntoApp());
  if (running !== image.version) throw new FlasherError('versionMismatch', `${running} != ${image.version}`);
  return { chip: session.chip, mac: session.mac };
}

/** Erases the whole flash (the firmware and what it kept). */
export async function eraseMemory(port: SerialPortLike, log: Log): Promise<ChipInfo> {
  const session = await openLoader(port, log);
  try {
    await eraseFlash(session);
  } finally {
    await closeLoader(session);
  }
  return { chip: session.chip, mac: session.mac };
}

/** Writes the device token into the firmware's storage. */
export async function writeToken(port: SerialPortLike, token: string, log: Log): Promise<void> {
  await withConsole(port, log, async (console) => {
    await console.resetIntoApp();
    try {
      await console.ask(`token ${token}`, /^token ok$/);
    } catch (error) {
      if (error instanceof FlasherError && error.problem === 'timeout') throw new FlasherError('tokenNotWritten');
      throw error;
    }
  });
}

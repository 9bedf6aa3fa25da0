// How often the flasher reports progress (issue 20: at least every 250 ms at 921,600 baud), as a
// property of the reports and the wire rather than of a clock: the real esptool-js against the
// emulated ESP32 of @sereno/serial-rig, and what crossed the port between two reports.
import { buildFirmwareImage, createRig } from '@sereno/serial-rig';
import pako from 'pako';
import { describe, expect, it } from 'vitest';
import { writeImage, WRITE_BLOCK } from './flash-write.ts';
import { DEFLATE_SLICE, deflateImage, md5Hex } from './image-deflate.ts';
import { APP_OFFSET, FLASH_BAUD, closeLoader, openLoader } from './loader.ts';

const FLASH_DEFL_DATA = 0x11;
const wireMs = (bytes: number) => (bytes * 10 * 1000) / FLASH_BAUD; // 10 bits a byte on the wire
const image = buildFirmwareImage({ version: '7.7.7', size: 1.5 * 1024 * 1024, seed: 7 });

describe('writing an image', () => {
  it('reports progress after every block: never more than 250 ms of wire at 921,600 baud apart', async () => {
    const rig = createRig({ firmware: null });
    const session = await openLoader(await rig.serial.requestPort(), () => undefined);
    const bytesOnWire = () => rig.port.written.reduce((sum, chunk) => sum + chunk.length, 0);
    const blocksSent = () => rig.device.commandLog.filter((command) => command === FLASH_DEFL_DATA).length;
    const reports: { written: number; total: number; wire: number; blocks: number }[] = [];
    await writeImage(session, image, (written, total) => reports.push({ written, total, wire: bytesOnWire(), blocks: blocksSent() }));
    await closeLoader(session);

    expect(rig.device.firmwareVersion).toBe('7.7.7');
    expect(rig.device.flash.subarray(APP_OFFSET, APP_OFFSET + image.length)).toEqual(image);
    expect(reports[0]).toMatchObject({ written: 0, total: image.length, blocks: 0 });
    expect(reports.at(-1)).toMatchObject({ written: image.length, total: image.length });
    const deflatedSize = (await deflateImage(image)).deflated.length;
    expect(reports).toHaveLength(1 + Math.ceil(deflatedSize / WRITE_BLOCK));
    for (const [index, report] of reports.entries()) {
      const before = reports[index - 1];
      if (!before) continue;
      expect(report.written).toBeGreaterThan(before.written);
      expect(report.blocks - before.blocks).toBe(1);
      expect(wireMs(report.wire - before.wire)).toBeLessThanOrEqual(250);
    }
  });

  it('compresses the image in slices, letting the page run between them, to what the stub inflates', async () => {
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    const deflated = await deflateImage(image);
    ticking = false;
    expect(turns).toBeGreaterThanOrEqual(Math.ceil(image.length / DEFLATE_SLICE) / 2);
    expect(pako.inflate(deflated.deflated)).toEqual(deflated.bytes);
    expect(deflated.md5).toBe(md5Hex(image));
  });

  it('pads an image to 4 bytes as esptool does', async () => {
    const odd = image.subarray(0, 1001);
    const { bytes, md5 } = await deflateImage(odd);
    expect(bytes).toHaveLength(1004);
    expect([...bytes.subarray(1001)]).toEqual([0xff, 0xff, 0xff]);
    expect(md5).toBe(md5Hex(bytes));
  });
});

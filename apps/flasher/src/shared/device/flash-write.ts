// Writes a firmware image at the application offset through the flasher stub, compressed, and checks
// the flash's MD5 against the image's. The block loop is the flasher's own, on esptool-js's
// flashDeflBegin / flashDeflBlock / flashDeflFinish / flashMd5sum, and not its writeFlash: that one
// deflates the whole image in one pass and, to log each block's uncompressed size, inflates every
// block again one byte per callback — hundreds of milliseconds with the page blocked, so the progress
// bar stalled for 400 ms at a time (issue 20). Here the image is deflated in slices beforehand
// (image-deflate.ts) and each block is counted from its share of the deflated stream.
import type { ESPLoader } from 'esptool-js';
import { deflateImage, type DeflatedImage } from './image-deflate.ts';
import { FlasherError } from './errors.ts';
import { APP_OFFSET, unlessUnplugged, type LoaderSession } from './loader.ts';

export type OnProgress = (written: number, total: number) => void;

/**
 * Deflated bytes per FLASH_DEFL_DATA block: 8 KB, 90 ms of wire at 921,600 baud, so that a report
 * comes well within 250 ms even on a busy machine (esptool's 16 KB takes 180 ms). The stub takes
 * any block up to its 16 KB buffer; each block costs one acknowledgement more, about 1 %.
 */
export const WRITE_BLOCK = 0x2000;

/**
 * Writes `image` (bytes, or already deflated while the chip erased). Progress is reported once
 * before the first block and once after each block the stub acknowledged, in image bytes: never more
 * than one block (WRITE_BLOCK deflated bytes) apart.
 */
export async function writeImage(session: LoaderSession, image: Uint8Array | DeflatedImage, onProgress: OnProgress): Promise<void> {
  const deflated = image instanceof Uint8Array ? await deflateImage(image) : image;
  await unlessUnplugged(session.port, () => writeDeflated(session.loader, deflated, onProgress));
}

const hex = (value: number) => `0x${value.toString(16)}`;

async function writeDeflated(loader: ESPLoader, { bytes, deflated, md5 }: DeflatedImage, onProgress: OnProgress): Promise<void> {
  const total = bytes.length;
  // flashDeflBegin announces the block size from FLASH_WRITE_SIZE (never above what the link allows).
  loader.FLASH_WRITE_SIZE = Math.min(loader.FLASH_WRITE_SIZE, WRITE_BLOCK);
  const blockSize = loader.FLASH_WRITE_SIZE;
  const blocks = await loader.flashDeflBegin(total, deflated.length, APP_OFFSET);
  // The stub acknowledges a block on receipt and writes it while the next one arrives, so the next
  // acknowledgement may wait for a block's worth of flash writing (esptool's timeout rule).
  const writeTimeout = Math.max(3000, loader.timeoutPerMb(loader.ERASE_WRITE_TIMEOUT_PER_MB, Math.ceil((blockSize * total) / deflated.length)));
  let timeout = loader.IS_STUB ? 5000 : writeTimeout;
  const started = Date.now();
  onProgress(0, total);
  for (let seq = 0, sent = 0; sent < deflated.length; seq++) {
    const written = Math.floor((total * sent) / deflated.length);
    loader.info(`Writing at ${hex(APP_OFFSET + written)}... (${Math.floor((100 * (seq + 1)) / blocks)}%)`);
    const block = deflated.subarray(sent, sent + blockSize);
    await loader.flashDeflBlock(block, seq, timeout);
    timeout = writeTimeout;
    sent += block.length;
    onProgress(sent === deflated.length ? total : Math.floor((total * sent) / deflated.length), total);
  }
  if (loader.IS_STUB) await loader.flashDeflFinish(false, timeout);
  loader.info(`Wrote ${total} bytes (${deflated.length} compressed) at ${hex(APP_OFFSET)} in ${(Date.now() - started) / 1000} seconds.`);
  loader.info(`File  md5: ${md5}`);
  const flashMd5 = await loader.flashMd5sum(APP_OFFSET, total);
  loader.info(`Flash md5: ${flashMd5}`);
  if (flashMd5 !== md5) throw new FlasherError('md5Mismatch', `MD5 of file does not match data in flash! ${flashMd5} != ${md5}`);
  loader.info('Hash of data verified.');
}

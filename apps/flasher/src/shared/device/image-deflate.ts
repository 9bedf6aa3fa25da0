// The image as the flasher stub takes it: deflated (zlib, level 9 as esptool does) and its MD5,
// computed in slices with the event loop let go between them, so that the screen and the serial port
// keep running while a 1.5 MB image is compressed (one pass would block the page for a second or two).
// The flasher does it while the chip erases (station.ts), so the write itself starts at once.
import pako from 'pako';
import SparkMD5 from 'spark-md5';

/** Input bytes compressed between two turns of the event loop (≈ 20 ms of pako's level 9). */
export const DEFLATE_SLICE = 16 * 1024;

export interface DeflatedImage {
  /** The image padded to 4 bytes with 0xff, as esptool writes it. */
  bytes: Uint8Array;
  deflated: Uint8Array;
  md5: string;
}

export const md5Hex = (bytes: Uint8Array): string =>
  SparkMD5.ArrayBuffer.hash(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function padTo4(image: Uint8Array): Uint8Array {
  if (image.length % 4 === 0) return image;
  const padded = new Uint8Array(image.length + 4 - (image.length % 4)).fill(0xff);
  padded.set(image);
  return padded;
}

export async function deflateImage(image: Uint8Array, yieldTurn: () => Promise<void> = nextTurn): Promise<DeflatedImage> {
  const bytes = padTo4(image);
  const deflate = new pako.Deflate({ level: 9 });
  const md5 = new SparkMD5.ArrayBuffer();
  for (let start = 0; start < bytes.length; start += DEFLATE_SLICE) {
    const slice = bytes.subarray(start, start + DEFLATE_SLICE);
    const last = start + DEFLATE_SLICE >= bytes.length;
    deflate.push(slice, last);
    md5.append(slice.slice().buffer);
    await yieldTurn();
  }
  if (bytes.length === 0) deflate.push(bytes, true);
  if (deflate.err) throw new Error(`deflate failed: ${deflate.msg}`);
  return { bytes, deflated: deflate.result, md5: md5.end() };
}

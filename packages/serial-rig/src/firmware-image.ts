// Firmware images as the factory uses them (docs/flasher.md, "Firmware images"): an ESP32 application
// image — byte 0 is 0xE9, and right after the image header (24 bytes) and the first segment's header
// (8 bytes) comes the application description, esp_app_desc_t, with its magic word, the version and
// the project name. The server reads the version from there; so does the emulated device's console.

export const ESP_IMAGE_MAGIC = 0xe9;
export const APP_DESC_MAGIC = 0xabcd5432;
export const APP_DESC_OFFSET = 32;
/** Where the application partition starts in flash: where the flasher writes an image. */
export const APP_FLASH_OFFSET = 0x10000;

function putText(bytes: Uint8Array, offset: number, text: string, length: number): void {
  for (let index = 0; index < Math.min(text.length, length - 1); index++) bytes[offset + index] = text.charCodeAt(index) & 0xff;
}

/**
 * A firmware image of `size` bytes for `version`. The bytes after the header are a seeded mix of
 * repeated runs and noise, so that deflate shrinks them about as much as a real firmware (to ~60 %).
 */
export function buildFirmwareImage({
  version,
  size = 64 * 1024,
  project = 'sereno',
  seed = 1,
}: {
  version: string;
  size?: number;
  project?: string;
  seed?: number;
}): Uint8Array {
  const bytes = new Uint8Array(size);
  let state = (seed * 2654435761) >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
  for (let index = 0; index < size;) {
    const run = 4 + Math.floor(random() * 60);
    if (random() < 0.5) {
      const value = Math.floor(random() * 256);
      bytes.fill(value, index, Math.min(size, index + run));
    } else for (let end = Math.min(size, index + run); index < end; index++) bytes[index] = Math.floor(random() * 256);
    index = Math.min(size, index + run);
  }
  const view = new DataView(bytes.buffer);
  bytes.fill(0, 0, 128);
  bytes[0] = ESP_IMAGE_MAGIC;
  bytes[1] = 1; // one segment
  bytes[2] = 2; // flash mode DIO
  bytes[3] = 0x20; // 4 MB, 40 MHz
  view.setUint32(4, 0x400d0000 + 0x18, true); // entry point
  view.setUint32(24, 0x3f400020, true); // the segment's load address
  view.setUint32(28, size - 32, true); // and its length
  view.setUint32(APP_DESC_OFFSET, APP_DESC_MAGIC, true);
  putText(bytes, APP_DESC_OFFSET + 16, version, 32);
  putText(bytes, APP_DESC_OFFSET + 48, project, 32);
  return bytes;
}

/** The version in the application description at `offset`, or null when there is no application there. */
export function appVersionAt(flash: Uint8Array, offset = 0): string | null {
  if (flash[offset] !== ESP_IMAGE_MAGIC) return null;
  const view = new DataView(flash.buffer, flash.byteOffset, flash.byteLength);
  if (view.getUint32(offset + APP_DESC_OFFSET, true) !== APP_DESC_MAGIC) return null;
  const start = offset + APP_DESC_OFFSET + 16;
  let text = '';
  for (let index = start; index < start + 32 && flash[index] !== 0; index++) text += String.fromCharCode(flash[index] ?? 0);
  return text;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

// What the server checks of an uploaded firmware image (docs/flasher.md, "Firmware images"): an ESP32
// application image (first byte 0xE9) whose application description (esp_app_desc_t, right after the
// image header and the first segment's header) carries the project `sereno` and a version of numbers
// and dots. The version is read from the image, so the list can never disagree with the bytes.
import { createHash } from 'node:crypto';
import { FIRMWARE_IMAGE_MAX_BYTES } from '@sereno/validation';

export const ESP_IMAGE_MAGIC = 0xe9;
export const APP_DESC_MAGIC = 0xabcd5432;
/** esp_image_header_t (24 bytes) + esp_image_segment_header_t (8 bytes). */
export const APP_DESC_OFFSET = 32;
export const FIRMWARE_IMAGE_MIN_BYTES = 256;

export type ImageProblem = 'imageTooSmall' | 'imageTooLarge' | 'imageNotEsp32' | 'imageNotSereno' | 'imageVersionInvalid';

const cString = (bytes: Buffer, start: number, length: number): string => {
  const slice = bytes.subarray(start, start + length);
  const end = slice.indexOf(0);
  return slice.subarray(0, end === -1 ? slice.length : end).toString('latin1');
};

/** The image's version, or why it is not one the factory takes. */
export function readFirmwareImage(bytes: Buffer): { version: string } | { problem: ImageProblem } {
  if (bytes.length < FIRMWARE_IMAGE_MIN_BYTES) return { problem: 'imageTooSmall' };
  if (bytes.length > FIRMWARE_IMAGE_MAX_BYTES) return { problem: 'imageTooLarge' };
  if (bytes[0] !== ESP_IMAGE_MAGIC || bytes.readUInt32LE(APP_DESC_OFFSET) !== APP_DESC_MAGIC) return { problem: 'imageNotEsp32' };
  // esp_app_desc_t: magic, secure_version, 8 reserved bytes, version[32], project_name[32].
  const version = cString(bytes, APP_DESC_OFFSET + 16, 32);
  const project = cString(bytes, APP_DESC_OFFSET + 48, 32);
  if (project !== 'sereno') return { problem: 'imageNotSereno' };
  if (!/^\d{1,9}(\.\d{1,9}){0,3}$/.test(version)) return { problem: 'imageVersionInvalid' };
  return { version };
}

export const checksums = (bytes: Buffer) => ({
  sha256: createHash('sha256').update(bytes).digest('hex'),
  md5: createHash('md5').update(bytes).digest('hex'),
});

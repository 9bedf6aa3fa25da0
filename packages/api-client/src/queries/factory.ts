// The factory (docs/flasher.md): firmware images per channel, QC results, flashes and erasures of the
// units on the bench, their registration as devices, and a unit's factory history.
import { queryOptions } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

export type FirmwareImage = paths['/api/firmware/images/{id}']['get']['responses'][200]['content']['application/json'];
export type FirmwareChannelName = FirmwareImage['channel'];
export type QcResultInput = paths['/api/factory/qc']['post']['requestBody']['content']['application/json'];
export type FactoryEventInput = paths['/api/factory/events']['post']['requestBody']['content']['application/json'];
export type FactoryEvent = paths['/api/factory/qc']['post']['responses'][201]['content']['application/json'];
export type RegisteredFactoryDevice = paths['/api/factory/devices']['post']['responses'][200]['content']['application/json'];
export type FactoryUnit = paths['/api/factory/units/{mac}']['get']['responses'][200]['content']['application/json'];

export const factoryKeys = {
  all: ['factory'] as const,
  images: (channel?: FirmwareChannelName) => ['factory', 'images', channel ?? 'all'] as const,
  unit: (mac: string) => ['factory', 'unit', mac] as const,
};

export async function listFirmwareImages(channel?: FirmwareChannelName): Promise<FirmwareImage[]> {
  return (await unwrap('/api/firmware/images', apiClient().GET('/api/firmware/images', { params: { query: channel ? { channel } : {} } }))).images;
}

export const firmwareImagesQuery = (channel?: FirmwareChannelName) =>
  queryOptions({ queryKey: factoryKeys.images(channel), queryFn: () => listFirmwareImages(channel) });

/** POST /api/firmware/images (staff): the image's bytes, base64 in the JSON body. */
export function uploadFirmwareImage(channel: FirmwareChannelName, contentBase64: string): Promise<FirmwareImage> {
  return unwrap('/api/firmware/images', apiClient().POST('/api/firmware/images', { body: { channel, contentBase64 } }));
}

/** The image's bytes (GET /api/firmware/images/{id}/content). */
export async function downloadFirmwareImage(id: string): Promise<Uint8Array> {
  const buffer = await unwrap<ArrayBuffer>(
    '/api/firmware/images/{id}/content',
    apiClient().GET('/api/firmware/images/{id}/content', { params: { path: { id } }, parseAs: 'arrayBuffer' }),
  );
  return new Uint8Array(buffer);
}

export function recordQcResult(body: QcResultInput): Promise<FactoryEvent> {
  return unwrap('/api/factory/qc', apiClient().POST('/api/factory/qc', { body }));
}

export function recordFactoryEvent(body: FactoryEventInput): Promise<FactoryEvent> {
  return unwrap('/api/factory/events', apiClient().POST('/api/factory/events', { body }));
}

/** POST /api/factory/devices: the device the unit is (created or updated) and its new token, shown once. */
export function registerFactoryDevice(mac: string, imageId: string): Promise<RegisteredFactoryDevice> {
  return unwrap('/api/factory/devices', apiClient().POST('/api/factory/devices', { body: { mac, imageId } }));
}

export function getFactoryUnit(mac: string): Promise<FactoryUnit> {
  return unwrap('/api/factory/units/{mac}', apiClient().GET('/api/factory/units/{mac}', { params: { path: { mac } } }));
}

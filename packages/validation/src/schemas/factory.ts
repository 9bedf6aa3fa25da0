// The factory's words (docs/flasher.md), shared by the server and the flasher: firmware channels,
// what the factory history records, and the QC test's sensors with the ranges a bench reading must
// fall in for the device to pass.

/** Staging images are for testing on the bench; production images go out with the device. */
export const firmwareChannels = ['staging', 'production'] as const;
export type FirmwareChannel = (typeof firmwareChannels)[number];

/** What the factory history records of a unit: a QC test, a flash, an erasure, a registration. */
export const factoryEventKinds = ['qc', 'flash', 'erase', 'register'] as const;
export type FactoryEventKind = (typeof factoryEventKinds)[number];

/** Spec §4: QC passed / failed / disconnected; flash and erase success / failed / disconnected. */
export const factoryOutcomes = ['passed', 'failed', 'disconnected', 'success'] as const;
export type FactoryOutcome = (typeof factoryOutcomes)[number];

/** The sensors the device's self-test reports, in the order it reports them. */
export const qcSensors = ['noise', 'temperature', 'humidity', 'iaq', 'smoke'] as const;
export type QcSensor = (typeof qcSensors)[number];

/** The range a reading on the factory bench (a quiet, clean room) must fall in. */
export const qcRanges: Record<QcSensor, { min: number; max: number }> = {
  noise: { min: 20, max: 70 },
  temperature: { min: 10, max: 40 },
  humidity: { min: 10, max: 90 },
  iaq: { min: 0, max: 200 },
  smoke: { min: 0, max: 20 },
};

/** The biggest firmware image the server takes: the application partition of a 4 MB flash. */
export const FIRMWARE_IMAGE_MAX_BYTES = 3 * 1024 * 1024;
/** A MAC address as esptool reads it from the chip: six lower-case hex pairs with colons. */
export const macPattern = /^[0-9a-f]{2}(:[0-9a-f]{2}){5}$/;

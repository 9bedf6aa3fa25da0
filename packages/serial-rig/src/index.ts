export { APP_FLASH_OFFSET, appVersionAt, buildFirmwareImage, toBase64 } from './firmware-image.ts';
export { EmulatedEsp32, qcSensorNames } from './esp32-device.ts';
export type { Esp32Options, RigFaults, RigSensor } from './esp32-device.ts';
export { createRig, FakeSerial, FakeSerialPort, installFakeSerial } from './fake-serial.ts';
export type { ChooserAnswer, FakePortOptions, PortInfo } from './fake-serial.ts';
export { SlipDecoder, slipEncode } from './slip.ts';

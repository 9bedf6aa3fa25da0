// The few parts of the Web Serial API the flasher touches. TypeScript's DOM library does not
// describe it yet, so they are declared here rather than cast at each use.

export interface SerialPortInfo {
  usbVendorId?: number;
  usbProductId?: number;
}

export interface SerialPortLike {
  getInfo(): SerialPortInfo;
}

export interface SerialLike {
  requestPort(options?: { filters?: SerialPortInfo[] }): Promise<SerialPortLike>;
}

/** The browser's serial API, or undefined where it has none (Firefox, Safari, phones, plain http). */
export function browserSerial(nav: Navigator = navigator): SerialLike | undefined {
  return (nav as Navigator & { serial?: SerialLike }).serial;
}

export const hex4 = (value: number | undefined) => (value ?? 0).toString(16).padStart(4, '0');

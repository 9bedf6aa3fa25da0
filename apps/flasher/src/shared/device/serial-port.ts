// The parts of the Web Serial API the flasher uses. TypeScript's DOM library does not describe it yet,
// so they are declared here rather than cast at each use.

export interface SerialPortInfo {
  usbVendorId?: number;
  usbProductId?: number;
}

export interface SerialPortLike extends EventTarget {
  readonly readable: ReadableStream<Uint8Array> | null;
  readonly writable: WritableStream<Uint8Array> | null;
  getInfo(): SerialPortInfo;
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  setSignals(signals: { dataTerminalReady?: boolean; requestToSend?: boolean; break?: boolean }): Promise<void>;
}

export interface SerialLike {
  requestPort(options?: { filters?: SerialPortInfo[] }): Promise<SerialPortLike>;
}

/** The browser's serial API, or undefined where it has none (Firefox, Safari, phones, plain http). */
export function browserSerial(nav: Navigator = navigator): SerialLike | undefined {
  return (nav as Navigator & { serial?: SerialLike }).serial;
}

export const hex4 = (value: number | undefined) => (value ?? 0).toString(16).padStart(4, '0');

/**
 * The USB-serial bridges of Sereno's boards, offered first by the browser's chooser: Silicon Labs
 * CP210x, WCH CH340/CH9102, FTDI, and Espressif's own USB.
 */
export const deviceFilters: SerialPortInfo[] = [
  { usbVendorId: 0x10c4, usbProductId: 0xea60 },
  { usbVendorId: 0x1a86, usbProductId: 0x7523 },
  { usbVendorId: 0x1a86, usbProductId: 0x55d4 },
  { usbVendorId: 0x0403, usbProductId: 0x6001 },
  { usbVendorId: 0x303a },
];

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A promise that rejects as `unplugged` when the port reports its device lost; `stop` ends the watch. */
export function watchUnplug(port: SerialPortLike): { lost: Promise<never>; stop: () => void } {
  let stop = () => {};
  const lost = new Promise<never>((_, reject) => {
    const onDisconnect = () => reject(new DOMException('The device has been lost.', 'NetworkError'));
    port.addEventListener('disconnect', onDisconnect);
    stop = () => port.removeEventListener('disconnect', onDisconnect);
  });
  lost.catch(() => undefined);
  return { lost, stop };
}

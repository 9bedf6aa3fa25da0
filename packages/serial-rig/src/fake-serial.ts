// A fake Web Serial API (docs/flasher.md, "The test rig"): `FakeSerial` stands in for
// `navigator.serial`, and each `FakeSerialPort` is a USB-serial bridge with an emulated ESP32 behind
// it. The port behaves as Chromium's does where the flasher can tell: open and close with their
// errors, readable and writable streams that lock, DTR/RTS through setSignals, the baud rate on the
// wire (optionally its speed too: 10 bits a byte), and a device lost when the cable is pulled.
import { EmulatedEsp32 } from './esp32-device.ts';

export interface PortInfo {
  usbVendorId?: number;
  usbProductId?: number;
}

export interface FakePortOptions {
  /** USB ids of the bridge (default: a Silicon Labs CP2102, 10c4:ea60). */
  info?: PortInfo;
  /** Another program holds the port: open() fails as Chromium's does. */
  busy?: boolean;
  /** Bytes take as long as they would at the port's baud rate (10 bits each, both ways). */
  realtime?: boolean;
}

const lost = () => new DOMException('The device has been lost.', 'NetworkError');
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class FakeSerialPort extends EventTarget {
  readable: ReadableStream<Uint8Array> | null = null;
  writable: WritableStream<Uint8Array> | null = null;
  busy: boolean;
  unplugged = false;
  /** Every chunk the host wrote, in order (for tests that look at the wire). */
  readonly written: Uint8Array[] = [];
  private openBaud = 0;
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  private hostFreeAt = 0;
  private readonly info: PortInfo;
  private readonly realtime: boolean;

  readonly device: EmulatedEsp32;

  constructor(device: EmulatedEsp32, options: FakePortOptions = {}) {
    super();
    this.device = device;
    this.info = options.info ?? { usbVendorId: 0x10c4, usbProductId: 0xea60 };
    this.busy = options.busy ?? false;
    this.realtime = options.realtime ?? false;
    const baudRate = () => this.openBaud;
    device.plug({
      toHost: (bytes) => this.toHost(bytes),
      get baudRate() {
        return baudRate();
      },
      unplug: () => this.unplug(),
    });
  }

  getInfo(): PortInfo {
    return { ...this.info };
  }

  async open(options: { baudRate: number }): Promise<void> {
    if (this.unplugged) throw new DOMException('Failed to open serial port.', 'NetworkError');
    if (this.readable || this.writable) throw new DOMException('The port is already open.', 'InvalidStateError');
    if (this.busy) throw new DOMException('Failed to open serial port.', 'NetworkError');
    if (!(options.baudRate > 0)) throw new TypeError('Failed to execute open on SerialPort: A baudRate greater than 0 must be provided.');
    this.openBaud = options.baudRate;
    this.hostFreeAt = 0;
    let own: ReadableStreamDefaultController<Uint8Array> | null = null;
    this.readable = new ReadableStream<Uint8Array>({
      start: (controller) => {
        own = controller;
        this.controller = controller;
      },
      // Chromium may run this after the port was opened again: only this stream's controller goes.
      cancel: () => {
        if (this.controller === own) this.controller = null;
      },
    });
    this.writable = new WritableStream<Uint8Array>({
      write: async (chunk) => {
        if (this.unplugged) throw lost();
        const bytes = Uint8Array.from(chunk);
        this.written.push(bytes);
        if (this.realtime) await sleep((bytes.length * 10_000) / this.openBaud);
        if (this.unplugged) throw lost();
        this.device.receive(bytes);
      },
    });
    // Chromium asserts DTR and RTS on open; through the auto-reset circuit that resets nothing.
    this.device.setSignals({ dataTerminalReady: true, requestToSend: true });
  }

  async close(): Promise<void> {
    if (this.readable?.locked || this.writable?.locked) throw new DOMException('The port cannot be closed while a stream is locked.', 'InvalidStateError');
    try {
      this.controller?.close();
    } catch {
      // already errored (the device was lost)
    }
    await this.writable?.abort().catch(() => undefined);
    this.controller = null;
    this.readable = null;
    this.writable = null;
    this.openBaud = 0;
  }

  async setSignals(signals: { dataTerminalReady?: boolean; requestToSend?: boolean; break?: boolean }): Promise<void> {
    if (!this.readable && !this.writable) throw new DOMException('The port is closed.', 'InvalidStateError');
    if (this.unplugged) throw lost();
    this.device.setSignals(signals);
  }

  async forget(): Promise<void> {}

  /** Pulls the cable: reads fail with NetworkError, writes too, and 'disconnect' fires. */
  unplug(): void {
    if (this.unplugged) return;
    this.unplugged = true;
    this.device.plug(null);
    try {
      this.controller?.error(lost());
    } catch {
      // already closed
    }
    this.controller = null;
    this.dispatchEvent(new Event('disconnect'));
  }

  private toHost(bytes: Uint8Array): void {
    if (!this.controller) return;
    const copy = this.openBaud === this.device.baud ? Uint8Array.from(bytes) : new Uint8Array(bytes.length); // garbage at the wrong speed
    const now = performance.now();
    const at = this.realtime ? Math.max(now, this.hostFreeAt) + (bytes.length * 10_000) / this.openBaud : now;
    this.hostFreeAt = at;
    // Into the stream open now: bytes still on the wire when the port closes are lost with it.
    const target = this.controller;
    setTimeout(() => {
      try {
        if (this.controller === target) target.enqueue(copy);
      } catch {
        // closed meanwhile
      }
    }, at - now);
  }
}

export type ChooserAnswer = 'pick' | 'cancel' | 'blocked';

/** Stands in for `navigator.serial`: its chooser picks the first port the filters allow, or as told. */
export class FakeSerial extends EventTarget {
  chooser: ChooserAnswer = 'pick';
  /** The filters of the last requestPort(). */
  lastFilters: PortInfo[] | undefined;
  private readonly granted = new Set<FakeSerialPort>();

  readonly ports: FakeSerialPort[];

  constructor(ports: FakeSerialPort[]) {
    super();
    this.ports = ports;
    for (const port of ports) port.addEventListener('disconnect', () => this.dispatchEvent(new Event('disconnect')));
  }

  async requestPort(options: { filters?: PortInfo[] } = {}): Promise<FakeSerialPort> {
    this.lastFilters = options.filters;
    if (this.chooser === 'blocked')
      throw new DOMException(
        "Failed to execute 'requestPort' on 'Serial': Access to the feature \"serial\" is disallowed by permissions policy.",
        'SecurityError',
      );
    const offered = this.ports.filter(
      (port) =>
        !port.unplugged &&
        (!options.filters?.length ||
          options.filters.some(
            (filter) =>
              (filter.usbVendorId === undefined || filter.usbVendorId === port.getInfo().usbVendorId) &&
              (filter.usbProductId === undefined || filter.usbProductId === port.getInfo().usbProductId),
          )),
    );
    const chosen = this.chooser === 'pick' ? offered[0] : undefined;
    if (!chosen) throw new DOMException('No port selected by the user.', 'NotFoundError');
    this.granted.add(chosen);
    return chosen;
  }

  async getPorts(): Promise<FakeSerialPort[]> {
    return [...this.granted].filter((port) => !port.unplugged);
  }
}

/** A bench with one emulated device plugged in. */
export function createRig(options: ConstructorParameters<typeof EmulatedEsp32>[0] & FakePortOptions = {}) {
  const device = new EmulatedEsp32(options);
  const port = new FakeSerialPort(device, options);
  const serial = new FakeSerial([port]);
  return { device, port, serial };
}

/** Puts `serial` where the page looks for the Web Serial API. */
export function installFakeSerial(serial: FakeSerial, target: object = navigator): void {
  Object.defineProperty(target, 'serial', { value: serial, configurable: true });
}

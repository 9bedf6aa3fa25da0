// An emulated ESP32 on a USB-serial bridge (docs/flasher.md, "The test rig"): its auto-reset circuit
// (DTR/RTS to EN/IO0), its ROM serial loader over SLIP — sync, register reads and writes, RAM download
// of the flasher stub, baud-rate change, SPI flash commands, compressed and plain flash writes, erase,
// MD5 — and, when it boots its application, the Sereno firmware's console with the QC self-test.
import pako from 'pako';
import SparkMD5 from 'spark-md5';
import { APP_FLASH_OFFSET, appVersionAt } from './firmware-image.ts';
import { SlipDecoder, slipEncode } from './slip.ts';

export const qcSensorNames = ['noise', 'temperature', 'humidity', 'iaq', 'smoke'] as const;
export type RigSensor = (typeof qcSensorNames)[number];

/** What can go wrong, set before or during a test (docs/flasher.md, "Faults"). */
export interface RigFaults {
  /** The board answers nothing, neither its loader nor its console (a dead board, a charge-only cable). */
  silent?: boolean;
  /** The cable is pulled when a flash write reaches this fraction (0–1) of the image. */
  unplugAtFraction?: number;
  /** A byte is written wrong to flash: the MD5 check after the write fails. */
  corruptWrite?: boolean;
  /** Sensors that do not answer the self-test. */
  silentSensors?: RigSensor[];
}

export interface Esp32Options {
  mac?: string;
  /** The application in flash at power-on (a factory test firmware); null for a blank chip. */
  firmware?: Uint8Array | null;
  /** The self-test's readings; a value out of the bench ranges fails QC. */
  readings?: Partial<Record<RigSensor, number>>;
  /** Whether the air sensor reports itself calibrated (IAQ accuracy 3). */
  calibrated?: boolean;
  /** Wait as long as real hardware would (erase, self-test); otherwise a few milliseconds. */
  realtime?: boolean;
  faults?: RigFaults;
}

/** What the device needs of the port it is plugged into. */
export interface DeviceLink {
  /** Bytes from the device towards the host. */
  toHost(bytes: Uint8Array): void;
  /** The device's baud rate differs from the port's: what crosses is garbage. */
  readonly baudRate: number;
  unplug(): void;
}

const FLASH_SIZE = 4 * 1024 * 1024;
const CHIP_MAGIC_ADDR = 0x40001000;
const ESP32_MAGIC = 0x00f01d83;
const EFUSE_BASE = 0x3ff5a000;
const UART_CLKDIV_REG = 0x3ff40014;
const SPI_BASE = 0x3ff42000;
const SPI_CMD_REG = SPI_BASE;
const SPI_USR2_REG = SPI_BASE + 0x24;
const SPI_W0_REG = SPI_BASE + 0x80;
const SPI_CMD_USR = 1 << 18;
/** Winbond W25Q32: manufacturer 0xEF, 4 MB. */
const FLASH_ID = 0x1640ef;
const ROM_INVALID_RECV_MSG = 0x05;

const op = {
  flashBegin: 0x02,
  flashData: 0x03,
  flashEnd: 0x04,
  memBegin: 0x05,
  memEnd: 0x06,
  memData: 0x07,
  sync: 0x08,
  writeReg: 0x09,
  readReg: 0x0a,
  spiSetParams: 0x0b,
  spiAttach: 0x0d,
  changeBaudrate: 0x0f,
  flashDeflBegin: 0x10,
  flashDeflData: 0x11,
  flashDeflEnd: 0x12,
  spiFlashMd5: 0x13,
  eraseFlash: 0xd0,
  eraseRegion: 0xd1,
} as const;

const defaultReadings: Record<RigSensor, number> = { noise: 38.5, temperature: 22.4, humidity: 45.2, iaq: 42, smoke: 0.8 };

const u32 = (bytes: Uint8Array, offset: number) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(offset, true);
const text = (value: string) => new TextEncoder().encode(value);

interface FlashWrite {
  offset: number;
  written: number;
  size: number;
  blocks: number;
  nextSeq: number;
  inflate: pako.Inflate | null;
  corrupted?: boolean;
}

export class EmulatedEsp32 {
  readonly mac: string;
  readonly flash = new Uint8Array(FLASH_SIZE).fill(0xff);
  faults: RigFaults;
  readings: Record<RigSensor, number>;
  calibrated: boolean;
  /** What the firmware keeps in its NVS partition: the device token written by the flasher. */
  token: string | null = null;
  /** 'off' while held in reset; otherwise what it booted into. */
  mode: 'app' | 'loader' | 'off' = 'app';
  /** The commands the loader received, by name of their op (for tests and the docs). */
  readonly commandLog: number[] = [];
  baud = 115200;
  private readonly realtime: boolean;
  private link: DeviceLink | null = null;
  private dtr = false;
  private rts = false;
  private generation = 0;
  private stub = false;
  private readonly registers = new Map<number, number>();
  private readonly slip = new SlipDecoder();
  private write: FlashWrite | null = null;
  private consoleLine = '';

  constructor(options: Esp32Options = {}) {
    this.mac = (options.mac ?? '24:0a:c4:12:34:56').toLowerCase();
    this.faults = { ...options.faults };
    this.readings = { ...defaultReadings, ...options.readings };
    this.calibrated = options.calibrated ?? true;
    this.realtime = options.realtime ?? false;
    if (options.firmware) this.flash.set(options.firmware, APP_FLASH_OFFSET);
    const macBytes = this.mac.split(':').map((pair) => parseInt(pair, 16));
    const [m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0] = macBytes;
    this.registers.set(EFUSE_BASE + 4, ((m2 << 24) | (m3 << 16) | (m4 << 8) | m5) >>> 0);
    this.registers.set(EFUSE_BASE + 8, (m0 << 8) | m1);
    this.registers.set(UART_CLKDIV_REG, 347); // 40 MHz crystal at 115200 baud
  }

  /** The version of the application in flash, or null when there is none (erased, blank). */
  get firmwareVersion(): string | null {
    return appVersionAt(this.flash, APP_FLASH_OFFSET);
  }

  plug(link: DeviceLink | null): void {
    this.link = link;
  }

  /** The port's DTR and RTS lines through the board's two-transistor auto-reset circuit. */
  setSignals(signals: { dataTerminalReady?: boolean; requestToSend?: boolean }): void {
    const enBefore = !(this.rts && !this.dtr);
    if (signals.dataTerminalReady !== undefined) this.dtr = signals.dataTerminalReady;
    if (signals.requestToSend !== undefined) this.rts = signals.requestToSend;
    const en = !(this.rts && !this.dtr);
    const io0Low = this.dtr && !this.rts;
    if (!en) {
      this.powerCycle('off');
    } else if (!enBefore) {
      this.powerCycle(io0Low ? 'loader' : 'app');
    }
  }

  /** Bytes from the host. */
  receive(bytes: Uint8Array): void {
    if (this.faults.silent || this.mode === 'off' || !this.link) return;
    if (this.link.baudRate !== this.baud) return; // garbage at the wrong speed
    if (this.mode === 'loader') this.slip.push(bytes, (frame) => this.command(frame));
    else this.console(bytes);
  }

  private powerCycle(mode: 'app' | 'loader' | 'off'): void {
    this.generation++;
    this.mode = mode;
    this.stub = false;
    this.baud = 115200;
    this.write = null;
    this.slip.reset();
    this.consoleLine = '';
    if (mode === 'off' || this.faults.silent) return;
    if (mode === 'loader') {
      this.emit(
        text('ets Jun  8 2016 00:22:57\r\n\r\nrst:0x1 (POWERON_RESET),boot:0x3 (DOWNLOAD_BOOT(UART0/UART1/SDIO_REI_REO_V2))\r\nwaiting for download\r\n'),
      );
      return;
    }
    const banner = 'ets Jun  8 2016 00:22:57\r\n\r\nrst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n';
    const version = this.firmwareVersion;
    this.emit(text(banner + (version ? `sereno ${version} ready\r\n` : 'invalid header: 0xffffffff\r\n')));
  }

  private emit(bytes: Uint8Array): void {
    if (!this.faults.silent) this.link?.toHost(bytes);
  }

  private later(ms: number, action: () => void): void {
    const generation = this.generation;
    setTimeout(() => {
      if (generation === this.generation) action();
    }, ms);
  }

  // --- the serial loader ---------------------------------------------------------------------------

  private respond(command: number, value: number, data: Uint8Array = new Uint8Array(0), status: [number, number] = [0, 0]): void {
    const statusBytes = this.stub ? Uint8Array.from(status) : Uint8Array.from([...status, 0, 0]);
    const body = new Uint8Array(8 + data.length + statusBytes.length);
    const view = new DataView(body.buffer);
    body[0] = 0x01;
    body[1] = command;
    view.setUint16(2, data.length + statusBytes.length, true);
    view.setUint32(4, value >>> 0, true);
    body.set(data, 8);
    body.set(statusBytes, 8 + data.length);
    this.emit(slipEncode(body));
  }

  private fail(command: number, error: number): void {
    this.respond(command, 0, new Uint8Array(0), [1, error]);
  }

  private command(frame: Uint8Array): void {
    if (frame.length < 8 || frame[0] !== 0x00) return;
    const command = frame[1] ?? 0;
    const checksum = u32(frame, 4);
    const data = frame.subarray(8);
    this.commandLog.push(command);
    switch (command) {
      case op.sync:
        for (let index = 0; index < 8; index++) this.respond(op.sync, this.stub ? 0 : 0x20120707);
        return;
      case op.readReg: {
        const address = u32(data, 0);
        this.respond(command, address === CHIP_MAGIC_ADDR ? ESP32_MAGIC : (this.registers.get(address) ?? 0));
        return;
      }
      case op.writeReg:
        for (let offset = 0; offset + 16 <= data.length; offset += 16) this.writeRegister(u32(data, offset), u32(data, offset + 4), u32(data, offset + 8));
        this.respond(command, 0);
        return;
      case op.memBegin:
      case op.memData:
      case op.spiSetParams:
      case op.spiAttach:
        this.respond(command, 0);
        return;
      case op.memEnd:
        this.respond(command, 0);
        // Entry point given: the flasher stub starts and says hello.
        if (u32(data, 0) === 0)
          this.later(5, () => {
            this.stub = true;
            this.emit(slipEncode(text('OHAI')));
          });
        return;
      case op.changeBaudrate:
        this.respond(command, 0);
        this.later(1, () => (this.baud = u32(data, 0)));
        return;
      case op.flashBegin:
      case op.flashDeflBegin:
        this.beginWrite(command, data);
        return;
      case op.flashData:
      case op.flashDeflData:
        this.writeBlock(command, data, checksum);
        return;
      case op.flashEnd:
      case op.flashDeflEnd:
        this.write = null;
        this.respond(command, 0);
        return;
      case op.spiFlashMd5: {
        const address = u32(data, 0);
        const size = u32(data, 4);
        this.hashFlash(address, size, (hex) => {
          const digest = this.stub ? Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16)) : text(hex);
          this.respond(command, 0, digest);
        });
        return;
      }
      case op.eraseFlash:
        if (!this.stub) return this.unsupported(command);
        this.flash.fill(0xff);
        this.token = null;
        this.later(this.realtime ? 2000 : 10, () => this.respond(command, 0));
        return;
      case op.eraseRegion: {
        if (!this.stub) return this.unsupported(command);
        const offset = u32(data, 0);
        this.flash.fill(0xff, offset, offset + u32(data, 4));
        this.respond(command, 0);
        return;
      }
      default:
        this.unsupported(command);
    }
  }

  /** What the ROM answers to a command it does not know (GET_SECURITY_INFO on an ESP32). */
  private unsupported(command: number): void {
    void command;
    this.respond(0x00, 0, new Uint8Array(0), [1, ROM_INVALID_RECV_MSG]);
  }

  private writeRegister(address: number, value: number, mask: number): void {
    const old = this.registers.get(address) ?? 0;
    const next = ((old & ~mask) | (value & mask)) >>> 0;
    if (address === SPI_CMD_REG && next & SPI_CMD_USR) {
      // The SPI flash command runs at once: RDID answers the flash's id in W0.
      const flashCommand = (this.registers.get(SPI_USR2_REG) ?? 0) & 0xffff;
      if (flashCommand === 0x9f) this.registers.set(SPI_W0_REG, FLASH_ID);
      this.registers.set(SPI_CMD_REG, 0);
      return;
    }
    this.registers.set(address, next);
  }

  /**
   * The MD5 of a flash region, a 64 KB slice per turn of the event loop (the chip hashes on its own
   * core; in one pass here, 1.5 MB would hold up the page the host code runs in), as long in realtime
   * as the chip's own hashing (about 8 KB a millisecond).
   */
  private hashFlash(address: number, size: number, done: (hex: string) => void): void {
    const slice = 64 * 1024;
    const md5 = new SparkMD5.ArrayBuffer();
    const pause = this.realtime ? Math.ceil(size / 8192 / Math.max(1, Math.ceil(size / slice))) : 0;
    const step = (offset: number): void => {
      md5.append(this.flash.slice(address + offset, address + Math.min(size, offset + slice)).buffer);
      if (offset + slice < size) this.later(pause, () => step(offset + slice));
      else this.later(pause, () => done(md5.end()));
    };
    step(0);
  }

  private beginWrite(command: number, data: Uint8Array): void {
    const size = u32(data, 0);
    const blocks = u32(data, 4);
    const offset = u32(data, 12);
    if (offset + size > FLASH_SIZE) return this.fail(command, 0x06);
    this.flash.fill(0xff, offset, offset + size);
    const inflate = command === op.flashDeflBegin ? new pako.Inflate() : null;
    const write: FlashWrite = { offset, written: 0, size, blocks, nextSeq: 0, inflate };
    this.write = write;
    if (inflate) {
      inflate.onData = (chunk: Uint8Array) => {
        this.flash.set(chunk, write.offset + write.written);
        write.written += chunk.length;
      };
    }
    this.respond(command, 0);
  }

  private writeBlock(command: number, data: Uint8Array, checksum: number): void {
    const write = this.write;
    if (!write) return this.fail(command, 0x07);
    const length = u32(data, 0);
    const seq = u32(data, 4);
    const payload = data.subarray(16, 16 + length);
    let sum = 0xef;
    for (const byte of payload) sum ^= byte;
    if (sum !== checksum || payload.length !== length) return this.fail(command, 0x07);
    if (seq !== write.nextSeq) return this.fail(command, 0x07);
    write.nextSeq++;
    if (write.inflate) write.inflate.push(payload, false);
    else {
      this.flash.set(payload.subarray(0, Math.max(0, write.size - write.written)), write.offset + write.written);
      write.written += payload.length;
    }
    if (this.faults.corruptWrite && !write.corrupted && write.written > 64) {
      write.corrupted = true;
      this.flash[write.offset + 48] = (this.flash[write.offset + 48] ?? 0) ^ 0x01;
    }
    const fraction = this.faults.unplugAtFraction;
    if (fraction !== undefined && write.nextSeq / Math.max(1, write.blocks) >= fraction) {
      this.faults.unplugAtFraction = undefined;
      this.link?.unplug();
      return;
    }
    this.respond(command, 0);
  }

  // --- the firmware's console ----------------------------------------------------------------------

  private console(bytes: Uint8Array): void {
    for (const byte of bytes) {
      if (byte === 0x0a || byte === 0x0d) {
        const line = this.consoleLine.trim();
        this.consoleLine = '';
        if (line) this.run(line);
      } else this.consoleLine += String.fromCharCode(byte);
    }
  }

  private say(line: string, afterMs = 0): void {
    if (afterMs === 0) this.emit(text(`${line}\r\n`));
    else this.later(afterMs, () => this.emit(text(`${line}\r\n`)));
  }

  private run(line: string): void {
    const version = this.firmwareVersion;
    if (version === null) return; // no application: nothing answers
    const [word, ...rest] = line.split(/\s+/);
    switch (word) {
      case 'id':
        return this.say(`id ${this.mac}`);
      case 'version':
        return this.say(`version ${version}`);
      case 'token':
        this.token = rest[0] ?? null;
        return this.say('token ok');
      case 'selftest': {
        const step = this.realtime ? 150 : 5;
        qcSensorNames.forEach((sensor, index) => {
          const silent = this.faults.silentSensors?.includes(sensor);
          this.say(silent ? `sensor ${sensor} timeout` : `sensor ${sensor} ok ${this.readings[sensor]}`, step * (index + 1));
        });
        this.say(`calibration ${this.calibrated ? 'calibrated' : 'pending'}`, step * (qcSensorNames.length + 1));
        return this.say('selftest end', step * (qcSensorNames.length + 1) + 1);
      }
      default:
        return this.say(`error unknown command ${word ?? ''}`);
    }
  }
}

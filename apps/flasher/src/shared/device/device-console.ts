// The Sereno firmware's serial console (docs/flasher.md, "The device's console"): 115,200 baud, one
// command a line, one answer a line. The flasher resets the board into its application through
// DTR/RTS, reads the boot banner, then asks.
import { FlasherError, asFlasherError } from './errors.ts';
import { sleep, type SerialPortLike } from './serial-port.ts';
import type { Log } from './loader.ts';

export const CONSOLE_BAUD = 115_200;

export class DeviceConsole {
  private readonly lines: string[] = [];
  private partial = '';
  private readonly waiters = new Set<() => void>();
  private reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  private reading: Promise<void> = Promise.resolve();
  private lost: FlasherError | null = null;
  private readonly port: SerialPortLike;
  private readonly log: Log;

  private constructor(port: SerialPortLike, log: Log) {
    this.port = port;
    this.log = log;
  }

  static async open(port: SerialPortLike, log: Log): Promise<DeviceConsole> {
    try {
      await port.open({ baudRate: CONSOLE_BAUD });
    } catch (error) {
      throw asFlasherError(error);
    }
    const console = new DeviceConsole(port, log);
    console.reading = console.readLoop();
    return console;
  }

  private async readLoop(): Promise<void> {
    const decoder = new TextDecoder();
    const readable = this.port.readable;
    if (!readable) return;
    this.reader = readable.getReader();
    try {
      for (;;) {
        const { value, done } = await this.reader.read();
        if (done) break;
        this.partial += decoder.decode(value, { stream: true });
        const parts = this.partial.split(/\r?\n/);
        this.partial = parts.pop() ?? '';
        for (const line of parts.map((part) => part.trim()).filter(Boolean)) {
          this.lines.push(line);
          this.log(`< ${line}`);
        }
        this.wake();
      }
    } catch (error) {
      this.lost = asFlasherError(error);
      this.wake();
    } finally {
      this.reader.releaseLock();
      this.reader = null;
    }
  }

  private wake(): void {
    for (const waiter of this.waiters) waiter();
  }

  /** The first line from `from` on that matches, waiting up to `timeoutMs`; its index and match. */
  async waitFor(pattern: RegExp, timeoutMs: number, from = 0): Promise<{ index: number; match: RegExpMatchArray }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let index = from; index < this.lines.length; index++) {
        const match = this.lines[index]?.match(pattern);
        if (match) return { index, match };
      }
      if (this.lost) throw this.lost;
      const left = deadline - Date.now();
      if (left <= 0) throw new FlasherError('timeout', `no answer matching ${pattern}`);
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          this.waiters.delete(done);
          resolve();
        };
        const timer = setTimeout(done, left);
        this.waiters.add(done);
      });
    }
  }

  /** Resets the board into its application; answers the firmware version its banner names. */
  async resetIntoApp(): Promise<string> {
    const from = this.lines.length;
    try {
      await this.port.setSignals({ dataTerminalReady: false, requestToSend: true });
      await sleep(100);
      await this.port.setSignals({ requestToSend: false });
    } catch (error) {
      throw asFlasherError(error);
    }
    const { match } = await this.waitFor(/^sereno (\S+) ready$|^invalid header/, 3000, from);
    if (!match[1]) throw new FlasherError('noFirmware');
    return match[1];
  }

  /** Sends `command` and waits for the answer line matching `answer`. */
  async ask(command: string, answer: RegExp, timeoutMs = 2000): Promise<RegExpMatchArray> {
    const from = this.lines.length;
    await this.send(command);
    return (await this.waitFor(answer, timeoutMs, from)).match;
  }

  /** Sends `command` and answers every line until the one matching `end`. */
  async collect(command: string, end: RegExp, timeoutMs: number): Promise<string[]> {
    const from = this.lines.length;
    await this.send(command);
    const { index } = await this.waitFor(end, timeoutMs, from);
    return this.lines.slice(from, index + 1);
  }

  private async send(command: string): Promise<void> {
    const writable = this.port.writable;
    if (!writable) throw this.lost ?? new FlasherError('unplugged');
    this.log(`> ${command.startsWith('token ') ? 'token ********' : command}`);
    const writer = writable.getWriter();
    try {
      await writer.write(new TextEncoder().encode(`${command}\n`));
    } catch (error) {
      throw asFlasherError(error);
    } finally {
      writer.releaseLock();
    }
  }

  async close(): Promise<void> {
    await this.reader?.cancel().catch(() => undefined);
    await this.reading;
    if (this.port.readable || this.port.writable) await this.port.close().catch(() => undefined);
  }
}

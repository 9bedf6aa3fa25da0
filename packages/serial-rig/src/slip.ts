// SLIP framing (RFC 1055) as the ESP32 serial loader uses it: 0xC0 ends a frame, 0xDB escapes.
export const SLIP_END = 0xc0;
const SLIP_ESC = 0xdb;
const SLIP_ESC_END = 0xdc;
const SLIP_ESC_ESC = 0xdd;

export function slipEncode(packet: Uint8Array): Uint8Array {
  const out: number[] = [SLIP_END];
  for (const byte of packet) {
    if (byte === SLIP_END) out.push(SLIP_ESC, SLIP_ESC_END);
    else if (byte === SLIP_ESC) out.push(SLIP_ESC, SLIP_ESC_ESC);
    else out.push(byte);
  }
  out.push(SLIP_END);
  return Uint8Array.from(out);
}

/** Collects bytes and hands out each complete frame (bytes outside a frame are dropped). */
export class SlipDecoder {
  private frame: number[] | null = null;
  private escaping = false;

  push(bytes: Uint8Array, onFrame: (frame: Uint8Array) => void): void {
    for (const byte of bytes) {
      if (byte === SLIP_END) {
        if (this.frame && this.frame.length > 0) onFrame(Uint8Array.from(this.frame));
        this.frame = [];
        this.escaping = false;
      } else if (this.frame === null) {
        continue;
      } else if (this.escaping) {
        this.frame.push(byte === SLIP_ESC_END ? SLIP_END : byte === SLIP_ESC_ESC ? SLIP_ESC : byte);
        this.escaping = false;
      } else if (byte === SLIP_ESC) this.escaping = true;
      else this.frame.push(byte);
    }
  }

  reset(): void {
    this.frame = null;
    this.escaping = false;
  }
}

// The flasher's figures (issue 20, docs/flasher.md "Measured"): a 1.5 MB image written through the
// emulated port at 921,600 baud, the wire as slow as a real one (10 bits a byte), in this process:
//   A. esptool-js's own writeFlash, nothing around it;
//   B. the flasher's deflateImage + writeImage (apps/flasher/src/shared/device/image-deflate.ts,
//      flash-write.ts) with its progress tracker, as the bench screen runs them (there the deflate
//      runs while the chip erases; here it is timed in B, as esptool-js's own deflate is in A).
// Runs alternate A, B, A, B… so that the machine's load hits both alike; the figure is the ratio of
// the medians. It also records, for B, the longest gap between two progress reports of the write
// (aim ≤ 250 ms) and the longest the event loop was held up in all of B (compressing included),
// seen by a 10 ms timer: what the page would feel.
import { buildFirmwareImage, createRig } from '@sereno/serial-rig';
import { ESPLoader, Transport } from 'esptool-js';
import { writeImage } from '../../apps/flasher/src/shared/device/flash-write.ts';
import { deflateImage, md5Hex } from '../../apps/flasher/src/shared/device/image-deflate.ts';
import { APP_OFFSET, FLASH_BAUD, ROM_BAUD, closeLoader, openLoader } from '../../apps/flasher/src/shared/device/loader.ts';
import { progressTracker } from '../../apps/flasher/src/shared/device/progress.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const size = 1.5 * 1024 * 1024;
const image = buildFirmwareImage({ version: '9.9.9', size, seed: 42 });
const quiet = () => undefined;

async function esptoolAlone(): Promise<number> {
  const rig = createRig({ realtime: true, firmware: null });
  const port = await rig.serial.requestPort();
  const transport = new Transport(port as unknown as ConstructorParameters<typeof Transport>[0], false);
  const loader = new ESPLoader({ transport, baudrate: FLASH_BAUD, romBaudrate: ROM_BAUD, terminal: { clean: quiet, write: quiet, writeLine: quiet } });
  await loader.main();
  const started = performance.now();
  await loader.writeFlash({
    fileArray: [{ data: image, address: APP_OFFSET }],
    flashMode: 'keep',
    flashFreq: 'keep',
    flashSize: 'keep',
    eraseAll: false,
    compress: true,
    calculateMD5Hash: md5Hex,
  });
  const elapsed = performance.now() - started;
  await transport.disconnect();
  return elapsed;
}

/** The longest the event loop went without running a 10 ms timer, while `work` runs. */
async function eventLoopStall<T>(work: () => Promise<T>): Promise<{ result: T; longestStall: number }> {
  let last = performance.now();
  let longestStall = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestStall = Math.max(longestStall, now - last);
    last = now;
  }, 10);
  try {
    return { result: await work(), longestStall };
  } finally {
    clearInterval(timer);
  }
}

async function theFlasher(): Promise<{ elapsed: number; longestGap: number; reports: number; longestStall: number }> {
  const rig = createRig({ realtime: true, firmware: null });
  const port = await rig.serial.requestPort();
  const session = await openLoader(port, quiet);
  const track = progressTracker();
  const log: string[] = [];
  let last: number | null = null;
  let longestGap = 0;
  let reports = 0;
  const started = performance.now();
  const { longestStall } = await eventLoopStall(async () => {
    const deflated = await deflateImage(image);
    await writeImage(session, deflated, (written, total) => {
      const now = performance.now();
      if (last !== null) longestGap = Math.max(longestGap, now - last);
      last = now;
      reports++;
      const progress = track(written, total);
      log.push(`${progress.written}/${progress.total} ${progress.secondsLeft ?? '-'} s`);
    });
  });
  const elapsed = performance.now() - started;
  await closeLoader(session);
  if (rig.device.firmwareVersion !== '9.9.9') throw new Error('the image is not in the emulated flash');
  return { elapsed, longestGap, reports, longestStall };
}

/** The same timer with nothing to do for as long as a block takes ten times over: the machine's own noise. */
const idleStall = async () => (await eventLoopStall(() => new Promise((resolve) => setTimeout(resolve, 1000)))).longestStall;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const alone: number[] = [];
const flasher: number[] = [];
const gaps: number[] = [];
const stalls: number[] = [];
const idle: number[] = [];
let reports = 0;
for (let run = 0; run < runs; run++) {
  idle.push(await idleStall());
  alone.push(await esptoolAlone());
  const measured = await theFlasher();
  flasher.push(measured.elapsed);
  gaps.push(measured.longestGap);
  stalls.push(measured.longestStall);
  reports = measured.reports;
  console.log(
    `run ${run + 1}: esptool-js ${alone[run]?.toFixed(0)} ms, flasher ${measured.elapsed.toFixed(0)} ms, longest gap between progress reports ${measured.longestGap.toFixed(0)} ms, event loop held up at most ${measured.longestStall.toFixed(0)} ms (idle: ${idle[run]?.toFixed(0)} ms)`,
  );
}
const ratio = median(flasher) / median(alone);
console.log(`\n${(size / 1024 / 1024).toFixed(1)} MB at ${FLASH_BAUD} baud, ${runs} runs each`);
console.log(`esptool-js alone: median ${median(alone).toFixed(0)} ms`);
console.log(`the flasher:      median ${median(flasher).toFixed(0)} ms (${reports} progress reports)`);
console.log(`overhead: ${((ratio - 1) * 100).toFixed(1)} % (aim ≤ 10 %) ${ratio <= 1.1 ? 'met' : 'missed'}`);
console.log(
  `longest gap between progress reports: ${Math.max(...gaps).toFixed(0)} ms (runs: ${gaps.map((gap) => gap.toFixed(0)).join(', ')} ms; aim ≤ 250 ms) ${Math.max(...gaps) <= 250 ? 'met' : 'missed'}`,
);
console.log(
  `event loop held up at most: ${Math.max(...stalls).toFixed(0)} ms (deflate slices and the emulated device's inflate included); idle, the same timer: ${Math.max(...idle).toFixed(0)} ms (the machine's load)`,
);

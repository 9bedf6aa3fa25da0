// The flasher's figures (issue 20, docs/flasher.md "Measured"): a 1.5 MB image written through the
// emulated port at 921,600 baud, the wire as slow as a real one (10 bits a byte), in this process:
//   A. esptool-js's own writeFlash, nothing around it;
//   B. the flasher's writeImage (apps/flasher/src/shared/device/loader.ts) with its progress tracker,
//      as the bench screen runs it.
// Runs alternate A, B, A, B… so that the machine's load hits both alike; the figure is the ratio of
// the medians. It also records the longest gap between two progress reports of B (aim ≤ 250 ms).
import { buildFirmwareImage, createRig } from '@sereno/serial-rig';
import { ESPLoader, Transport } from 'esptool-js';
import { APP_OFFSET, FLASH_BAUD, ROM_BAUD, closeLoader, md5Hex, openLoader, writeImage } from '../../apps/flasher/src/shared/device/loader.ts';
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

async function theFlasher(): Promise<{ elapsed: number; longestGap: number; reports: number }> {
  const rig = createRig({ realtime: true, firmware: null });
  const port = await rig.serial.requestPort();
  const session = await openLoader(port, quiet);
  const track = progressTracker();
  const log: string[] = [];
  let last = 0;
  let longestGap = 0;
  let reports = 0;
  const started = performance.now();
  last = started;
  await writeImage(session, image, (written, total) => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    reports++;
    const progress = track(written, total);
    log.push(`${progress.written}/${progress.total} ${progress.secondsLeft ?? '-'} s`);
  });
  const elapsed = performance.now() - started;
  await closeLoader(session);
  if (rig.device.firmwareVersion !== '9.9.9') throw new Error('the image is not in the emulated flash');
  return { elapsed, longestGap, reports };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const alone: number[] = [];
const flasher: number[] = [];
const gaps: number[] = [];
let reports = 0;
for (let run = 0; run < runs; run++) {
  alone.push(await esptoolAlone());
  const measured = await theFlasher();
  flasher.push(measured.elapsed);
  gaps.push(measured.longestGap);
  reports = measured.reports;
  console.log(
    `run ${run + 1}: esptool-js ${alone[run]?.toFixed(0)} ms, flasher ${measured.elapsed.toFixed(0)} ms, longest gap between progress reports ${measured.longestGap.toFixed(0)} ms`,
  );
}
const ratio = median(flasher) / median(alone);
console.log(`\n${(size / 1024 / 1024).toFixed(1)} MB at ${FLASH_BAUD} baud, ${runs} runs each`);
console.log(`esptool-js alone: median ${median(alone).toFixed(0)} ms`);
console.log(`the flasher:      median ${median(flasher).toFixed(0)} ms (${reports} progress reports)`);
console.log(`overhead: ${((ratio - 1) * 100).toFixed(1)} % (aim ≤ 10 %) ${ratio <= 1.1 ? 'met' : 'missed'}`);
console.log(`longest gap between progress reports: ${Math.max(...gaps).toFixed(0)} ms (aim ≤ 250 ms) ${Math.max(...gaps) <= 250 ? 'met' : 'missed'}`);

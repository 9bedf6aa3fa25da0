// `pnpm simulate`: plays N devices against a running Sereno, over HTTP (default) or MQTT, with the
// believable data of src/simulator. The devices (SIM-0001…) are registered through the API as an
// administrator (the demo one by default).
//   node dist/scripts/simulate.js --devices 20 --mqtt mqtt://127.0.0.1:1883 --speed 60 --backfill 24
import { parseArgs } from 'node:util';
import { registerFleet } from '../simulator/fleet.ts';
import { httpSender, mqttSender } from '../simulator/senders.ts';
import { createSimulation } from '../simulator/simulation.ts';

const usage = `usage: simulate [--url http://localhost:8080] [--devices 3] [--prefix SIM] [--mqtt mqtt://host:1883]
                [--speed 1] [--backfill 0] [--every 10] [--user admin] [--password Sereno#2026]
  --speed     simulated minutes per real minute (60: an hour a minute)
  --backfill  hours of past readings to send first
  --every     seconds between sends`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: `http://localhost:${process.env.PORT ?? '8080'}` },
    devices: { type: 'string', default: '3' },
    prefix: { type: 'string', default: 'SIM' },
    mqtt: { type: 'string' },
    speed: { type: 'string', default: '1' },
    backfill: { type: 'string', default: '0' },
    every: { type: 'string', default: '10' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: 'Sereno#2026' },
    help: { type: 'boolean', default: false },
  },
});

const positive = (name: string, text: string, allowZero = false): number => {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || (!allowZero && value === 0)) {
    console.error(`simulate: --${name} must be a ${allowZero ? 'non-negative' : 'positive'} number\n${usage}`);
    process.exit(1);
  }
  return value;
};

if (values.help) {
  console.log(usage);
  process.exit(0);
}
const count = positive('devices', values.devices);
const speed = positive('speed', values.speed);
const backfillHours = positive('backfill', values.backfill, true);
const everyMs = positive('every', values.every) * 1000;

const fleet = await registerFleet({ baseUrl: values.url, username: values.user, password: values.password, count, prefix: values.prefix });
const sender = values.mqtt ? await mqttSender({ url: values.mqtt, tokenOf: fleet.tokenOf }) : httpSender({ baseUrl: values.url, tokenOf: fleet.tokenOf });
let total = 0;
const simulation = createSimulation({
  monitorIds: fleet.monitorIds,
  sender,
  speed,
  sendEveryMs: everyMs,
  // A seq above anything an earlier run sent: the device's counter survives restarts.
  firstSeqOf: () => Date.now(),
  onTrouble: (trouble) =>
    console.error(
      trouble.kind === 'recovered'
        ? `simulate: ${trouble.monitorId} is sending again`
        : trouble.kind === 'dropped'
          ? `simulate: ${trouble.monitorId} dropped ${trouble.count} readings the server refused: ${trouble.reason}`
          : `simulate: ${trouble.monitorId} keeps its readings to try again: ${trouble.reason}`,
    ),
  onSent: (sent) => {
    total += sent;
  },
});
if (backfillHours > 0) console.log(`simulate: sent ${await simulation.backfill(backfillHours)} readings of the last ${backfillHours} h`);
simulation.start();
console.log(
  `simulate: ${fleet.monitorIds.length} devices (${fleet.monitorIds[0]}…) sending to ${values.mqtt ?? values.url} every ${everyMs / 1000} s at ${speed}× — Ctrl+C stops`,
);
const report = setInterval(() => console.log(`simulate: ${total} readings sent`), 60_000);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    clearInterval(report);
    void simulation.stop().finally(() => process.exit(0));
  });
}

// docs/permissions.md, "Factory": firmware images and the units on the bench belong to no customer,
// so every case answers the same on every target: staff upload images; administrators, controllers
// and manufacturers use the flasher; nobody else touches either.
import { buildFirmwareImage, toBase64 } from '@sereno/serial-rig';
import { firmwareImages } from '../../src/db/schema/factory.ts';
import { checksums } from '../../src/factory/image.ts';
import type { DemoServer } from '../demo-server.ts';
import { everywhere, type RouteCase } from './matrix.ts';

const flasher = {
  admin: everywhere(200),
  controller: everywhere(200),
  fieldServiceAgents: everywhere(403),
  manager: everywhere(403),
  customer: everywhere(403),
  manufacturer: everywhere(200),
};
const created = { ...flasher, admin: everywhere(201), controller: everywhere(201), manufacturer: everywhere(201) };

let versions = 0;
const freshVersion = () => `9.${++versions}.0`;
let macs = 0;
const freshMac = () => `02:00:00:00:${String(Math.floor(++macs / 100)).padStart(2, '0')}:${String(macs % 100).padStart(2, '0')}`;

async function imageIn(demo: DemoServer, channel: 'staging' | 'production'): Promise<string> {
  const content = Buffer.from(buildFirmwareImage({ version: freshVersion(), size: 1024 }));
  const [row] = await demo.server.db
    .insert(firmwareImages)
    .values({ channel, version: freshVersion(), size: content.length, ...checksums(content), content })
    .returning({ id: firmwareImages.id });
  return row?.id ?? '';
}

export const factoryMatrix: readonly RouteCase[] = [
  {
    route: 'POST /api/firmware/images',
    request: () => ({
      method: 'POST',
      url: '/api/firmware/images',
      payload: { channel: 'staging', contentBase64: toBase64(buildFirmwareImage({ version: freshVersion(), size: 1024 })) },
    }),
    decisions: { ...created, manufacturer: everywhere(403) },
  },
  { route: 'GET /api/firmware/images', request: () => ({ method: 'GET', url: '/api/firmware/images' }), decisions: flasher },
  {
    route: 'GET /api/firmware/images/{id}',
    request: async (_subject, _role, demo) => ({ method: 'GET', url: `/api/firmware/images/${await imageIn(demo, 'staging')}` }),
    decisions: flasher,
  },
  {
    route: 'GET /api/firmware/images/{id}/content',
    request: async (_subject, _role, demo) => ({ method: 'GET', url: `/api/firmware/images/${await imageIn(demo, 'staging')}/content` }),
    decisions: flasher,
  },
  {
    route: 'POST /api/factory/qc',
    request: () => ({ method: 'POST', url: '/api/factory/qc', payload: { mac: freshMac(), outcome: 'passed', calibration: 'calibrated', readings: [] } }),
    decisions: created,
  },
  {
    route: 'POST /api/factory/events',
    request: () => ({ method: 'POST', url: '/api/factory/events', payload: { mac: freshMac(), kind: 'erase', outcome: 'success' } }),
    decisions: created,
  },
  {
    // A unit that passed QC, flashed with production firmware: a new device each time.
    route: 'POST /api/factory/devices',
    request: async (_subject, _role, demo) => {
      const mac = freshMac();
      await demo.as('admin', { method: 'POST', url: '/api/factory/qc', payload: { mac, outcome: 'passed', calibration: 'calibrated', readings: [] } });
      return { method: 'POST', url: '/api/factory/devices', payload: { mac, imageId: await imageIn(demo, 'production') } };
    },
    decisions: flasher,
  },
  { route: 'GET /api/factory/units/{mac}', request: () => ({ method: 'GET', url: `/api/factory/units/${freshMac()}` }), decisions: flasher },
];

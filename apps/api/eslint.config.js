import { sereno } from '@sereno/config/eslint';

// HTTP from the server: the property-management clients (third-parties), the SMS and call provider
// (notifications/twilio), the geocoder of the address suggestions (address/geocoder.ts), the
// customers' webhook endpoints (webhooks/delivery.ts), the push services of Web Push (push/sender.ts), the
// simulator (it is a device: it speaks the device protocol), `sereno backup` (it asks the running
// server for its PGlite copy, src/ops/backup.ts), and the tests, which talk to a real
// listening server.
export default sereno({
  boundary: 'server',
  httpAllowedIn: [
    'src/third-parties/**',
    'src/notifications/twilio/**',
    'src/address/geocoder.ts',
    'src/webhooks/delivery.ts',
    'src/push/sender.ts',
    'src/simulator/**',
    'src/ops/backup.ts',
    'test/**',
    'src/**/*.test.ts',
  ],
  ignores: ['drizzle/**'],
});

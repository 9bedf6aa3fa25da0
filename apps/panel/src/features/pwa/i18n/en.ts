import type { pwaEs } from './es.ts';

export const pwaEn: typeof pwaEs = {
  pwa: {
    offline: {
      title: 'Offline',
      text: 'The panel cannot reach the server: what you see may be out of date. It will load the data again as soon as it is back online.',
    },
    online: 'Back online',
    push: {
      title: 'Notifications on this device',
      description: "Get your rooms' alarms on this browser or phone as notifications, as well as by email. They reach whoever receives the alarm emails.",
      toggle: 'Notifications on this device',
      on: 'This device receives the alarms.',
      off: 'This device does not receive the alarms.',
      unsupported:
        'This browser does not support push notifications. On an iPhone or iPad, add Sereno to the Home Screen (Share → Add to Home Screen) and open it from there.',
      denied: "You have blocked Sereno's notifications in this browser. Allow them in the site settings to turn them on.",
      unavailable: 'Push notifications are not configured on the server.',
      failed: 'The notifications could not be turned on: {{reason}}',
      devices_one: 'You have {{count}} device with notifications.',
      devices_other: 'You have {{count}} devices with notifications.',
    },
  },
};

import type { SettingsTexts } from './es.ts';

export const settingsEn: SettingsTexts = {
  settings: {
    title: 'Settings',
    intro: "The panel's language, your password and, if you are a customer, your PMS accounts.",
    tabs: { label: 'Settings', language: 'Language', password: 'Password', integrations: 'Integrations' },
    language: {
      description: 'The panel is shown in this language on this browser.',
    },
    password: {
      title: 'Change the password',
      current: 'Current password',
      new: 'New password',
      hint: 'At least 8 characters, with an uppercase, a lowercase, a digit and one of @#$%^&+=!.',
      confirm: 'Repeat the new password',
      submit: 'Change the password',
      changed: "Your password has changed. Your account's other sessions have been closed.",
    },
    integrations: {
      intro:
        'Connect your Guesty, Avantio or Kross account so that its reservations arrive in Sereno. Then link each room to its listing in the room’s settings.',
      connected: 'Connected',
      notConnected: 'Not connected',
      connectedSince: 'Connected on {{when}}.',
      lastSync: 'Last sync: {{when}}',
      neverSynced: 'Not synced yet.',
      lastRunFailed: 'The last sync failed: {{message}}',
      syncNow: 'Sync now',
      synced: 'Synced with {{provider}}: {{imported}} new bookings, {{updated}} updated.',
      syncBusy: 'A {{provider}} sync is already running. Try again in a moment.',
      secretsNote: 'The credentials are stored encrypted and never shown again.',
      connect: 'Connect',
      replace: 'Change the credentials',
      replaceNote: 'The new credentials replace the stored ones. If they belong to another account, the bookings are imported again from it.',
      cancel: 'Cancel',
      disconnect: 'Disconnect',
      disconnectTitle: 'Disconnect the {{provider}} account?',
      disconnectText:
        'Sereno will forget the credentials and stop importing its reservations. The bookings already imported stay, and each room keeps its link, which works again if you connect the same account again.',
      connectedNotice: 'Your {{provider}} account is connected. You can now link your rooms in their settings.',
      disconnectedNotice: 'Your {{provider}} account has been disconnected.',
      fields: {
        guesty: { clientId: 'Client ID', clientSecret: 'Client secret' },
        avantio: { authKey: 'API key (auth key)' },
        kross: { apiKey: 'API key', hotelId: 'Hotel ID', clientId: 'API user', clientSecret: 'API password' },
      },
      help: {
        guesty: 'Create an application in Guesty (Integrations → Open API) and copy its client ID and client secret.',
        avantio: 'The PMS API v2 key Avantio gives you.',
        kross: 'The API key, the hotel ID and the API user and password Kross gives you.',
      },
    },
  },
};

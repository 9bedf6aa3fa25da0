import type { PanelTexts } from './es.ts';

export const en: PanelTexts = {
  app: {
    name: 'Sereno',
    tagline: 'Noise, smoke and occupancy of your rentals, calmly watched.',
  },
  common: {
    exportCsv: 'Export CSV',
    exportXlsx: 'Export Excel',
    retry: 'Try again',
  },
  access: {
    notAllowedTitle: 'You do not have access to this page',
    notAllowedText: 'Your role may not see this section. If you think it should, ask an administrator.',
    backHome: 'Back to the panel',
  },
  alarmAttention: {
    title: 'New alarm in {{room}}',
    openRoom: 'Open the room',
    openAlarms: 'See the active alarms',
    tabTitle: '({{active}}) {{app}}',
  },
  theme: {
    toDark: 'Dark theme',
    toLight: 'Light theme',
  },
  home: {
    greeting: 'Hello, {{name}}',
    signedInAs: 'You are logged in as {{username}} ({{role}}).',
    loading: 'Loading your account…',
  },
  live: {
    live: 'Live',
    connecting: 'Connecting…',
    offline: 'Live updates lost',
  },
  nav: {
    label: 'Main navigation',
    main: 'Operation',
    tools: 'Tools',
    account: 'Account',
    listings: 'Rooms',
    devices: 'Devices',
    users: 'Users',
    bookings: 'Bookings',
    taskCalendar: 'Task calendar',
    tasks: 'Tasks',
    protocols: 'Protocols',
    alarms: 'Alarms',
    dashboard: 'Dashboard',
    flasher: 'Flasher',
    monitors: 'Monitors',
    outbox: 'Outbox',
    audit: 'Audit log',
    profile: 'Profile',
    settings: 'Settings',
    logout: 'Log out',
  },
  roles: {
    admin: 'Administrator',
    controller: 'Controller',
    fieldServiceAgents: 'Field service agent',
    manager: 'Manager',
    customer: 'Customer',
    manufacturer: 'Manufacturer',
  },
};

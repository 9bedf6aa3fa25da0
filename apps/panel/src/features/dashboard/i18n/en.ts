import type { DashboardTexts } from './es.ts';

export const dashboardEn: DashboardTexts = {
  dashboard: {
    roomsTitle: 'Your rooms now',
    connected: 'Connected',
    noiseAlert: 'Noise alert',
    disconnected: 'Disconnected',
    loadError: 'The rooms could not be loaded.',
    noRooms: 'You have no rooms yet.',
    staysTitle: "Today's check-ins and check-outs",
    checkInsToday: 'Check-ins today',
    lastNight: 'How last night went',
    checkOutsToday: 'Check-outs today',
    staysLoadError: "Today's check-ins and check-outs could not be loaded.",
    alarmsTitle: 'Alarms',
    activeAlarms: 'Active alarms',
    roomsInAlarm: 'Rooms in alarm',
    overThreshold: '{{value}} (threshold {{threshold}})',
    alarmsLoadError: 'The active alarms could not be counted.',
    manufacturerTitle: 'Manufacturing',
    manufacturerIntro: 'Flash and test devices with the flasher.',
    openFlasher: 'Open the flasher',
  },
};

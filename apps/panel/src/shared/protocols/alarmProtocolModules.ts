import type { AlarmType, CardModule } from '@sereno/validation';

/**
 * The protocol cards that say what to do about an alarm of each type, most telling first: the house
 * procedures and the booking's rules for noise and crowds, the alarm and the emergency contacts for
 * smoke, and always someone to call.
 */
export const alarmProtocolModules: Record<AlarmType, readonly CardModule[]> = {
  sound: ['procedures', 'reservation', 'contacts', 'emergencyContact'],
  smoking: ['procedures', 'alarm', 'emergencyContact', 'contacts'],
  occupancy: ['procedures', 'reservation', 'access', 'contacts', 'emergencyContact'],
};

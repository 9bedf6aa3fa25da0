import { z } from 'zod';
import { email } from '../rules/email.ts';
import { longText } from '../rules/length.ts';
import { NOISE_MAX_SUSTAIN_MINUTES, NOISE_MIN_SUSTAIN_MINUTES, noiseThresholds } from '../rules/noise.ts';
import { integerInRange } from '../rules/numbers.ts';
import { phone } from '../rules/phone.ts';
import { time24 } from '../rules/date-time.ts';
import { enumOf, id, optionalWith } from './common.ts';

/** Spec §3/§4 noise sensitivity: presets, or custom thresholds. */
export const noiseSensitivities = ['normal', 'battery', 'restrictive', 'permissive', 'custom'] as const;
export type NoiseSensitivity = (typeof noiseSensitivities)[number];

/** The room's noise settings: a preset or custom thresholds, the alarm window, how long noise must last. */
export const noiseSettingsSchema = z.discriminatedUnion('sensitivity', [
  z.object({
    sensitivity: z.enum(['normal', 'battery', 'restrictive', 'permissive']),
    from: time24(),
    to: time24(),
    allDay: z.boolean().default(false),
    sustainMinutes: integerInRange(NOISE_MIN_SUSTAIN_MINUTES, NOISE_MAX_SUSTAIN_MINUTES).default(5),
  }),
  z.object({
    sensitivity: z.literal('custom'),
    thresholds: noiseThresholds(),
    from: time24(),
    to: time24(),
    allDay: z.boolean().default(false),
    sustainMinutes: integerInRange(NOISE_MIN_SUSTAIN_MINUTES, NOISE_MAX_SUSTAIN_MINUTES).default(5),
  }),
]);
export type NoiseSettings = z.input<typeof noiseSettingsSchema>;

/** Spec §3 Notification preferences. */
export const notificationPreferencesSchema = z.object({
  noise: z.object({
    calls: z.boolean(),
    emails: z.boolean(),
    disconnectedDeviceEmails: z.boolean(),
    notifyGuest: z.boolean(),
    sms: z.boolean(),
  }),
  smoke: z.object({ emails: z.boolean(), sms: z.boolean() }),
  crowd: z.object({ emails: z.boolean(), sms: z.boolean() }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Spec §3 Alert schedule: from, to, email, telephone — with the spec's own two messages. */
export const alertScheduleSchema = z.object({
  from: time24(),
  to: time24(),
  email: optionalWith(email({ error: 'scheduleEmail' })),
  telephone: optionalWith(phone({ error: 'schedulePhone' })),
});
export type AlertSchedule = z.input<typeof alertScheduleSchema>;

/** PUT /rooms/{id}/settings/alert-schedules (default empty). */
export const alertSchedulesSchema = z.array(alertScheduleSchema).default([]);

/** Custom guest-call messages (spec §3: EN, PT, ES, FR; English by default when none is set). */
export const guestCallLanguages = ['EN', 'PT', 'ES', 'FR'] as const;
export const customGuestCallOptionsSchema = z.object({
  EN: longText().optional(),
  PT: longText().optional(),
  ES: longText().optional(),
  FR: longText().optional(),
});

/** Whether the room's alarms call, at any hour, and the first time: switches of its settings. */
export const callSwitches = { callsEnabled: z.boolean(), callAllTime: z.boolean(), disableFirstCall: z.boolean() };

/** Which alarms are emailed and texted, and whether a lost connection is told: switches of its settings. */
export const messageSwitches = {
  sendNoiseMailNotification: z.boolean(),
  sendNoiseSMSNotification: z.boolean(),
  sendSmokeMailNotification: z.boolean(),
  sendSmokeSMSNotification: z.boolean(),
  sendCrowdMailNotification: z.boolean(),
  sendCrowdSMSNotification: z.boolean(),
  disconnectionNotificationEnabled: z.boolean(),
};

/** PUT /rooms/{id}/settings: what the room's settings sections edit. */
export const roomSettingsSchema = z.object({
  nightAgent: z.boolean(),
  ...callSwitches,
  ...messageSwitches,
  customGuestCallOptions: customGuestCallOptionsSchema.default({}),
  microphoneSensibility: integerInRange(0, 100).optional(),
  /** Smoke alert when the probability reaches this percent (spec §4). */
  smokingAlertThreshold: integerInRange(1, 100),
  /** Crowd alert when the device count is at least this (spec §4; the spec's spelling). */
  crowdingAlertTreshold: integerInRange(1, 500),
  managerId: id().optional(),
  voiceName: enumOf(['female', 'male']).optional(),
  noiseSettings: noiseSettingsSchema,
});
export type RoomSettings = z.input<typeof roomSettingsSchema>;

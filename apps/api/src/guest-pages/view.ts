// What the guest's page shows (docs/guest-page.md), and nothing else: the room's name, the house rules
// on noise and smoking, the noise now against the limit now, and what happens past the limit. Never
// occupancy, smoke readings, history, the guest's own data, nor anything of another room or stay.
import { z } from 'zod';
import { noiseLimitAt, sustainMsOf } from '../alarms/engine/rules.ts';
import type { BookingRow } from '../bookings/service.ts';
import { thresholdsOf } from '@sereno/validation';
import { roomStatus } from '../rooms/status.ts';
import type { RoomRow } from '../rooms/service.ts';
import { guestLanguages, guestPageLanguage, type GuestLanguage } from './language.ts';
import { guestTexts, type RuleFacts } from './texts.ts';

export const guestPageViewSchema = z
  .object({
    language: z.enum(guestLanguages).describe('The language of the texts: the one asked for (`lang`), else the booking’s, else the room’s, else ES'),
    roomName: z.string().describe('The room, as the host named it'),
    rules: z.object({ noise: z.string(), smoking: z.string() }).describe('The house rules on noise and smoking, in `language`'),
    noise: z
      .object({
        now: z.number().nullable().describe('The noise now (dBA), rounded; null when the device has sent nothing for 30 minutes'),
        limitNow: z.number().nullable().describe('The limit now (dBA): the room’s low threshold inside its quiet hours; null outside them'),
        limit: z.number().describe('The limit during the quiet hours (dBA)'),
        quietHours: z.object({ from: z.string(), to: z.string(), allDay: z.boolean() }),
      })
      .describe('The live gauge'),
    ifExceeded: z
      .object({
        sustainMinutes: z.int().describe('How long the noise must stay over the limit before anyone is told'),
        guestWarnedFirst: z.boolean().describe('The guest is called (and sent this page) first; else the host is told at once'),
        hostAfterMinutes: z.int().nullable().describe('After the guest’s warning, how long the noise may go on before the host is told'),
        text: z.string(),
      })
      .describe('What happens when the noise stays over the limit'),
  })
  .meta({ id: 'GuestPage' });
export type GuestPageView = z.infer<typeof guestPageViewSchema>;

export interface ViewOptions {
  now: Date;
  /** SERENO_ALARM_GUEST_GRACE_MINUTES. */
  graceMinutes: number;
  /** The language the guest chose on the page, if any. */
  language?: GuestLanguage | null | undefined;
}

export function guestPageView(booking: BookingRow, room: RoomRow, { now, graceMinutes, language }: ViewOptions): GuestPageView {
  const chosen = language ?? guestPageLanguage(booking, room);
  const texts = guestTexts[chosen];
  const settings = room.noiseSettings;
  const limit = thresholdsOf(settings).low;
  const allDay = Boolean(settings.allDay) || settings.from === settings.to;
  const guestFirst = room.notifyGuest && !room.disableFirstCall;
  const facts: RuleFacts = {
    limit,
    from: settings.from,
    to: settings.to,
    allDay,
    sustainMinutes: sustainMsOf(settings) / 60_000,
    guestFirst,
    graceMinutes,
  };
  const live = roomStatus(room, now) !== 'disconnected' ? room.latest?.noise : undefined;
  return {
    language: chosen,
    roomName: room.name,
    rules: { noise: texts.noiseRule(facts), smoking: texts.smokingRule },
    noise: {
      now: live === undefined ? null : Math.round(live),
      limitNow: noiseLimitAt(settings, room.timezoneName, now),
      limit,
      quietHours: { from: settings.from, to: settings.to, allDay },
    },
    ifExceeded: {
      sustainMinutes: facts.sustainMinutes,
      guestWarnedFirst: guestFirst,
      hostAfterMinutes: guestFirst ? graceMinutes : null,
      text: texts.exceeded(facts),
    },
  };
}

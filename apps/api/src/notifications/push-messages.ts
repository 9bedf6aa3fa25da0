// Who gets an alarm by Web Push (docs/alarms.md, "Push"): push follows the person, not an address.
// The host stage goes to every device of the accounts whose email receives the stage's alarm email
// (the same rules: the type's mail flag, the customer's report addresses, the alert schedules in
// span), and the resolved stage to the devices told of the alarm by push, as an SMS's end goes to
// the numbers that got it. Pure: the database is read by the caller.
import type { Language } from '@sereno/validation';
import type { PushFields } from '../db/schema/notifications.ts';
import type { AlarmOutcome } from './written-messages.ts';
import { alarmPush, resolvedPush, type AlarmFacts } from './written-messages.ts';
import type { PlannedMessage } from './recipients.ts';

export interface PushDevice {
  subscriptionId: string;
  /** The account's email, to name the recipient in the trail. */
  email: string;
  language: Language;
}

/** The trail's recipient of a push: the person and which of their devices. */
export const pushRecipient = (device: PushDevice): string => `${device.email.toLowerCase()} · ${device.subscriptionId.slice(0, 8)}`;

export function planPush(input: {
  stage: 'host' | 'resolved';
  alarm: { id: string; roomId: string; type: PushFields['type']; level: PushFields['level'] };
  facts: AlarmFacts;
  devices: readonly PushDevice[];
  /** The alarm in the panel, as a path (message-links.ts `alarmPanelPath`). */
  path: string;
  resolvedBy?: string | null;
  outcome?: AlarmOutcome | null;
}): PlannedMessage[] {
  const { stage, alarm, facts } = input;
  return input.devices.map((device): PlannedMessage => {
    const words = stage === 'host' ? alarmPush(device.language, facts) : resolvedPush(device.language, facts, input.resolvedBy ?? null, input.outcome ?? null);
    const push: PushFields = {
      subscriptionId: device.subscriptionId,
      url: input.path,
      alarmId: alarm.id,
      type: alarm.type,
      level: alarm.level,
      room: facts.roomName,
      stage,
    };
    return { channel: 'push', to: pushRecipient(device), language: device.language, payload: { ...words, push }, reason: null };
  });
}

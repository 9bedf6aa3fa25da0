// What a person reads of a message's delivery: the server's job status and reason (docs/alarms.md)
// put in the words of the outbox page, with a tone that is calm unless something went wrong.
import type { OutboxEmail, OutboxNotification } from '@sereno/api-client';
import type { BadgeTone } from '@sereno/ui';

export const deliveryStates = ['pending', 'sending', 'sent', 'retrying', 'failed', 'notSent', 'smsNotActivated'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const deliveryTones: Record<DeliveryState, BadgeTone> = {
  pending: 'neutral',
  sending: 'info',
  sent: 'positive',
  retrying: 'caution',
  failed: 'critical',
  // Kept on purpose: the demo has no provider, or the customer's SMS wait for the provider.
  notSent: 'info',
  smsNotActivated: 'caution',
};

type Job = Pick<OutboxNotification, 'status' | 'attempts'> & { reason?: OutboxNotification['reason'] };

function stateOfJob({ status, attempts, reason }: Job): DeliveryState {
  if (status === 'failed' && reason === 'no-provider') return 'notSent';
  if (status === 'failed' && reason === 'sms-not-activated') return 'smsNotActivated';
  // A pending job that was attempted before is waiting for its next try.
  if (status === 'pending' && attempts > 0) return 'retrying';
  return status;
}

export const notificationState = (notification: OutboxNotification): DeliveryState => stateOfJob(notification);

/** An email waiting while the server has no SMTP never leaves: it reads as not sent, not as pending. */
export const emailState = (email: OutboxEmail, smtpConfigured: boolean): DeliveryState =>
  email.status === 'pending' && email.attempts === 0 && !smtpConfigured ? 'notSent' : stateOfJob(email);

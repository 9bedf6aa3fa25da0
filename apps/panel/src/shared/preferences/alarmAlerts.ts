import { useSessionUser } from '@sereno/api-client';
import { storedPreference } from './storedPreference.ts';

const isFlag = (raw: string): raw is 'true' | 'false' => raw === 'true' || raw === 'false';

const soundPreference = storedPreference('sereno.alarms.sound', isFlag);
const browserNotificationsPreference = storedPreference('sereno.alarms.browserNotifications', isFlag);

/**
 * Whether a new alarm plays a sound on this browser: on by default for night agents (whose screen is
 * the night console), off for the others until they turn it on.
 */
export function useAlarmSound(): [boolean, (on: boolean) => void] {
  const stored = soundPreference.use();
  const user = useSessionUser();
  const byDefault = user?.role === 'fieldServiceAgents';
  return [stored === null ? byDefault : stored === 'true', (on) => soundPreference.write(on ? 'true' : 'false')];
}

/** Whether a new alarm shows a browser notification when the page is not in view (the browser's permission is asked apart). */
export function useAlarmBrowserNotifications(): [boolean, (on: boolean) => void] {
  const stored = browserNotificationsPreference.use();
  return [stored === 'true', (on) => browserNotificationsPreference.write(on ? 'true' : 'false')];
}

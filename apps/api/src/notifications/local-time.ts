// Spans of the day written as "HH:mm" (the alarm window, an alert schedule) are read in the room's own
// timezone: 22:00 in a room in Lisbon is not 22:00 in Madrid.

/** Minutes since local midnight of `at` in `timeZone` (an IANA name such as Europe/Madrid). */
export function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).formatToParts(at);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

const minutesOf = (time: string): number => {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
};

/**
 * Whether `at` falls in [from, to) in the room's timezone. A span whose end is before its start
 * crosses midnight (22:00–08:00); equal ends mean the whole day.
 */
export function isWithinDailySpan(at: Date, timeZone: string, { from, to }: { from: string; to: string }): boolean {
  const now = localMinutes(at, timeZone);
  const start = minutesOf(from);
  const end = minutesOf(to);
  if (start === end) return true;
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** "yyyy-MM-dd HH:mm" in the room's timezone, as the panel shows an alarm's time (spec §3 Alarm). */
export function localDateTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

// Whether a reading falls inside a room's alarm window (spec §3: from/to on the 24-hour clock in the
// room's time zone, or all day). A window whose `to` is earlier than its `from` crosses midnight
// (22:00–08:00); one whose ends are equal covers the whole day.

/** One formatter per time zone: building one costs far more than using it, and readings come by thousands. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes since local midnight of `at` in `timeZone` (an unknown zone is read as UTC). */
export function localMinuteOfDay(at: Date, timeZone: string): number {
  let text: string;
  try {
    text = formatterOf(timeZone).format(at);
  } catch {
    text = formatterOf('UTC').format(at);
  }
  const [hours, minutes] = text.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

export interface AlarmWindow {
  from: string;
  to: string;
  allDay?: boolean | undefined;
}

export function inAlarmWindow(at: Date, window: AlarmWindow, timeZone: string): boolean {
  if (window.allDay) return true;
  const from = minutesOf(window.from);
  const to = minutesOf(window.to);
  if (from === to) return true;
  const minute = localMinuteOfDay(at, timeZone);
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

// The time zones a room may be in, as the browser knows them (IANA names), each labelled with its
// current offset from UTC — the `{ name, label }` of spec §3 Room timezone.

function offsetOf(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((item) => item.type === 'timeZoneName');
  const offset = part?.value.replace('GMT', '') ?? '';
  return `UTC${offset === '' ? '+00:00' : offset}`;
}

export function timezoneLabel(name: string, at: Date = new Date()): string {
  return `(${offsetOf(name, at)}) ${name.replaceAll('_', ' ')}`;
}

export function timezoneNames(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

/**
 * `yyyy-MM-dd` and `HH:mm` (spec §3 Alarm createdAt) on a given clock: the room's, where the night
 * happened, or the viewer's own when no time zone is given. The spec's pattern, not the language's
 * date style, so that dates read and sort the same in Spanish and English.
 */
export function dateAndTimeIn(timeZone?: string): (iso: string) => { date: string; time: string } {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (iso) => {
    const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
    return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
  };
}

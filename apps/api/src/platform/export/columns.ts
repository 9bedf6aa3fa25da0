// The exports of the lists (alarms, bookings, ...) are written from one description per list: the
// columns, each with its header in both languages and the kind of its value. The writers (csv.ts,
// xlsx.ts) turn a kind into what a spreadsheet opens without fixing: numbers as numbers, booleans in
// words, instants in the room's own time zone with that zone named in the header.
import type { Language } from '@sereno/validation';

export type ExportKind = 'text' | 'number' | 'boolean' | 'dateTime';

export type ExportValue = string | number | boolean | Date | null | undefined;

export interface ExportColumn<Row> {
  header: Record<Language, string>;
  kind: ExportKind;
  /**
   * The cell of a row; a text value may depend on the language (levels, states in words) and on the
   * row's time zone (times written inside a text, as the alarms' trail).
   */
  value: (row: Row, language: Language, timeZone: string) => ExportValue;
  /** The column's width in characters (XLSX); by default from its kind and header. */
  width?: number;
  /** A long text: the XLSX wraps it within the column's width (the CSV has no such thing). */
  wrap?: boolean;
}

/** What one export writes: its columns, its rows page by page, and the time zone of each row. */
export interface ExportSource<Row> {
  columns: readonly ExportColumn<Row>[];
  /** The rows, a page at a time, never all at once. */
  pages: AsyncIterable<readonly Row[]>;
  /** The IANA time zone of a row (its room's); its date-times are written in it. */
  timeZoneOf: (row: Row) => string;
  /**
   * The time zones the rows are in, known before the first row (the header names it). One zone: the
   * date-time headers name it. Several: they say "local time" and a last column names each row's zone.
   */
  timeZones: readonly string[];
}

/** The most rows one export holds; narrow the filters for more. */
export const exportMaxRows = 100_000;

/** The rows of one page read from the database at a time. */
export const exportPageSize = 1_000;

/** The time zone of a room without one, as the rooms table's default. */
export const defaultTimeZone = 'Europe/Madrid';

const texts = {
  es: { yes: 'Sí', no: 'No', localTime: 'hora local de la sala', timeZone: 'Zona horaria' },
  en: { yes: 'Yes', no: 'No', localTime: "room's local time", timeZone: 'Time zone' },
} satisfies Record<Language, Record<string, string>>;

export const exportText = (language: Language, key: keyof (typeof texts)['es']): string => texts[language][key];

/** The header of each column (the zone named after date-times), plus the zone column when there are several. */
export function exportHeaders<Row>(source: Pick<ExportSource<Row>, 'columns' | 'timeZones'>, language: Language): string[] {
  const single = source.timeZones.length <= 1;
  const zone = single ? (source.timeZones[0] ?? defaultTimeZone) : exportText(language, 'localTime');
  const headers = source.columns.map((column) => (column.kind === 'dateTime' ? `${column.header[language]} (${zone})` : column.header[language]));
  return single ? headers : [...headers, exportText(language, 'timeZone')];
}

/** Whether the export adds the last column with each row's time zone. */
export const hasZoneColumn = (timeZones: readonly string[]): boolean => timeZones.length > 1;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        timeZone,
      });
    } catch {
      formatter = partsFormatterOf('UTC');
    }
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function exactWallClock(at: Date, timeZone: string): [number, number, number, number, number, number] {
  const parts: Record<string, string> = {};
  for (const part of partsFormatterOf(timeZone).formatToParts(at)) parts[part.type] = part.value;
  return [Number(parts.year), Number(parts.month), Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)];
}

/** The offset from UTC (ms) of `timeZone` at `at`, to the second. */
function exactOffset(at: number, timeZone: string): number {
  const [year, month, day, hour, minute, second] = exactWallClock(new Date(at), timeZone);
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(at / 1000) * 1000;
}

const oneHour = 3_600_000;
const oneDay = 86_400_000;
/**
 * Per zone, the offset of each UTC day whose start and end share it (null: it changes that day), and
 * of each UTC hour of such a day (null: it changes within that hour). A zone changes offset at most
 * once in a day, and never and back within one.
 */
const dayOffsets = new Map<string, Map<number, number | null>>();
const hourOffsets = new Map<string, Map<number, number | null>>();

/** The offset of `timeZone` over the span from `start` (ms) of `length`, or null when it changes within it; cached in `cache`. */
function spanOffset(cache: Map<string, Map<number, number | null>>, start: number, length: number, timeZone: string): number | null {
  let offsets = cache.get(timeZone);
  if (!offsets) cache.set(timeZone, (offsets = new Map()));
  if (offsets.size > 100_000) offsets.clear();
  let offset = offsets.get(start);
  if (offset === undefined) {
    const first = exactOffset(start, timeZone);
    offset = first === exactOffset(start + length - 1000, timeZone) ? first : null;
    offsets.set(start, offset);
  }
  return offset;
}

/**
 * The offset of `timeZone` at `at`. Intl's formatToParts costs microseconds a call, and an export
 * asks it for every date-time cell (a third of the XLSX's time in a profile): the offset is looked
 * up once per zone and UTC day, by the hour on a day in which it changes, and asked exactly only in
 * the hour in which it changes. By the day, not the hour: bookings' check-ins and check-outs fall in
 * a different hour each (docs/exports.md, "The bookings export, profiled").
 */
function offsetAt(at: number, timeZone: string): number {
  const day = spanOffset(dayOffsets, Math.floor(at / oneDay) * oneDay, oneDay, timeZone);
  if (day !== null) return day;
  return spanOffset(hourOffsets, Math.floor(at / oneHour) * oneHour, oneHour, timeZone) ?? exactOffset(at, timeZone);
}

/** The wall clock of `at` in `timeZone`: year, month (1–12), day, hour, minute, second. */
export function wallClock(at: Date, timeZone: string): [number, number, number, number, number, number] {
  const time = at.getTime();
  if (Number.isNaN(time)) return exactWallClock(at, timeZone);
  const local = new Date(Math.floor(time / 1000) * 1000 + offsetAt(time, timeZone));
  return [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate(), local.getUTCHours(), local.getUTCMinutes(), local.getUTCSeconds()];
}

const two = (value: number): string => String(value).padStart(2, '0');

/** "yyyy-MM-dd HH:mm:ss" in `timeZone`, which every spreadsheet reads as a date and time. */
export function localDateTimeText(at: Date, timeZone: string): string {
  const [year, month, day, hour, minute, second] = wallClock(at, timeZone);
  return `${year}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}:${two(second)}`;
}

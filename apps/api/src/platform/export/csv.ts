// The CSV of an export, as Excel opens it by a double click: UTF-8 with a byte-order mark (no
// "TelÃ©fono"), the separator of the language's locale (`;` in Spanish, where the comma is the
// decimal mark; `,` in English), numbers with that locale's decimal mark, booleans in words, and
// times in the room's zone as "yyyy-MM-dd HH:mm:ss". A cell is quoted when it holds the separator, a
// quote or a line break (quotes doubled, RFC 4180), and records end with CRLF. A text that a
// spreadsheet would read as a formula (= + - @, a tab or a carriage return first) gets a leading
// apostrophe, so it is shown, never run (OWASP "CSV injection").
import type { Language } from '@sereno/validation';
import { exportHeaders, exportText, hasZoneColumn, localDateTimeText, type ExportColumn, type ExportSource, type ExportValue } from './columns.ts';

export const csvByteOrderMark = '\uFEFF';

/** The separator Excel expects in the language's usual locale. */
export const csvSeparatorOf = (language: Language): string => (language === 'es' ? ';' : ',');

const formulaStart = /^[=+\-@\t\r]/;

function quoted(text: string, separator: string): string {
  return text.includes(separator) || text.includes('"') || text.includes('\n') || text.includes('\r') ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText<Row>(column: ExportColumn<Row>, value: ExportValue, language: Language, timeZone: string): string {
  if (value === undefined || value === null || value === '') return '';
  switch (column.kind) {
    case 'number':
      return typeof value === 'number' ? (language === 'es' ? String(value).replace('.', ',') : String(value)) : String(value);
    case 'boolean':
      return exportText(language, value ? 'yes' : 'no');
    case 'dateTime':
      return value instanceof Date ? localDateTimeText(value, timeZone) : String(value);
    case 'text': {
      const text = value instanceof Date ? value.toISOString() : String(value);
      return formulaStart.test(text) ? `'${text}` : text;
    }
  }
}

/** One CSV line (no line end) of a row. */
export function csvLine<Row>(source: ExportSource<Row>, row: Row, language: Language, separator = csvSeparatorOf(language)): string {
  const timeZone = source.timeZoneOf(row);
  const cells = source.columns.map((column) => quoted(cellText(column, column.value(row, language, timeZone), language, timeZone), separator));
  if (hasZoneColumn(source.timeZones)) cells.push(quoted(timeZone, separator));
  return cells.join(separator);
}

/** The file, a chunk per page: the byte-order mark and header first, then each page's records. */
export async function* csvChunks<Row>(source: ExportSource<Row>, language: Language): AsyncGenerator<string> {
  const separator = csvSeparatorOf(language);
  yield `${csvByteOrderMark}${exportHeaders(source, language)
    .map((header) => quoted(header, separator))
    .join(separator)}\r\n`;
  for await (const page of source.pages) {
    let chunk = '';
    for (const row of page) chunk += `${csvLine(source, row, language, separator)}\r\n`;
    if (chunk !== '') yield chunk;
  }
}

// The CSV exports of filtered lists (alarms, bookings), RFC 4180: every cell quoted, quotes doubled,
// CRLF between records. A cell that a spreadsheet would read as a formula (starting with = + - @, a
// tab or a carriage return) gets a leading apostrophe, so a name like "=HYPERLINK(...)" — typed by a
// person or brought by a PMS — is shown as text, never run (OWASP "CSV injection").
export type CsvValue = string | number | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  const text = value === undefined ? '' : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The header line and one record per row, each line ended by CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

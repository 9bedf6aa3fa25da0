// The XLSX of an export, written by exceljs's streaming WorkbookWriter: the workbook's parts (styles,
// the header row, the frozen pane, the widths) by exceljs itself, and the rows straight into the
// sheet's part as XML, a page at a time, so the workbook is never whole in memory. Numbers are number
// cells, date-times are date cells holding the room's wall clock (formatted yyyy-mm-dd hh:mm:ss),
// booleans are words; the header row is bold and frozen, and every column has a width.
//
// Why the rows skip exceljs's Row and Cell objects: a profile of 100,000 rows (docs/exports.md) spent
// most of its time there — a Row, a Cell, a merged style object and a model per cell, and for each
// cell the style rendered to XML to find its id. A row here is one string of the same XML exceljs
// writes (the same `t="str"` strings and the same date serials), with the style ids (none, the
// date-time format, and wrapped text for a long text column) looked up once.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Language } from '@sereno/validation';
import { exportHeaders, exportText, hasZoneColumn, wallClock, type ExportColumn, type ExportSource, type ExportValue } from './columns.ts';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const dateTimeFormat = 'yyyy-mm-dd hh:mm:ss';
const dayMs = 86_400_000;
/** The serial of 1970-01-01 in a spreadsheet's 1900 date system. */
const unixEpochSerial = 25_569;

function widthOf<Row>(column: ExportColumn<Row>, header: string): number {
  if (column.width !== undefined) return column.width;
  const byKind = { text: 18, number: 10, boolean: 8, dateTime: 20 }[column.kind];
  return Math.min(60, Math.max(byKind, header.length + 2));
}

// eslint-disable-next-line no-control-regex -- the control characters XML 1.0 cannot hold
const xmlSpecial = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex -- as above
const xmlSpecials = /[<>&'"\x7F\x00-\x08\x0B\x0C\x0E-\x1F\uFFFE\uFFFF]/g;
const xmlEntities: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

/** Text as XML character data; characters XML cannot hold (control characters) are left out, as exceljs does. */
export const xmlText = (text: string): string => (xmlSpecial.test(text) ? text.replace(xmlSpecials, (character) => xmlEntities[character] ?? '') : text);

/** A column's letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

interface CellWriter {
  /** The cell's XML (nothing for an empty cell). */
  cell: (value: ExportValue, row: number, timeZone: string) => string;
}

function textCell(reference: string, text: string, style?: number): string {
  return `<c r="${reference}"${style === undefined ? '' : ` s="${style}"`} t="str"><v>${xmlText(text)}</v></c>`;
}

function cellWriterOf<Row>(
  column: ExportColumn<Row>,
  letters: string,
  language: Language,
  { dateStyle, wrapStyle }: { dateStyle: number; wrapStyle: number },
): CellWriter {
  const empty = (value: ExportValue): value is null | undefined | '' => value === undefined || value === null || value === '';
  switch (column.kind) {
    case 'number':
      return {
        cell: (value, row) => {
          if (empty(value)) return '';
          const number = typeof value === 'number' ? value : Number(value);
          return Number.isFinite(number) ? `<c r="${letters}${row}"><v>${number}</v></c>` : textCell(`${letters}${row}`, String(value));
        },
      };
    case 'boolean': {
      const yes = exportText(language, 'yes');
      const no = exportText(language, 'no');
      return { cell: (value, row) => (empty(value) ? '' : textCell(`${letters}${row}`, value ? yes : no)) };
    }
    case 'dateTime':
      return {
        cell: (value, row, timeZone) => {
          if (empty(value)) return '';
          if (!(value instanceof Date) || Number.isNaN(value.getTime())) return textCell(`${letters}${row}`, String(value));
          // The cell holds the wall clock: a spreadsheet's dates have no zone, and the header names it.
          const [year, month, day, hour, minute, second] = wallClock(value, timeZone);
          const serial = unixEpochSerial + Date.UTC(year, month - 1, day, hour, minute, second) / dayMs;
          return `<c r="${letters}${row}" s="${dateStyle}"><v>${serial}</v></c>`;
        },
      };
    case 'text':
      return {
        cell: (value, row) => {
          if (empty(value)) return '';
          const text = value instanceof Date ? value.toISOString() : String(value);
          // A string cell is never read as a formula: no apostrophe (the CSV's guard), which a
          // spreadsheet would show as part of the text ("'+34600…").
          return textCell(`${letters}${row}`, text, column.wrap ? wrapStyle : undefined);
        },
      };
  }
}

/** The parts of exceljs's WorksheetWriter the rows are written through (exceljs 4.4). */
interface SheetInternals {
  startedData: boolean;
  _rowZero: number;
  _write: (text: string) => void;
  _writeColumns: () => void;
  _writeOpenSheetData: () => void;
}

/**
 * The workbook as a stream: the answer starts at once and the rows are written page by page. A
 * failure while reading the rows ends the stream with that error (the client sees a cut download).
 */
export function xlsxStream<Row>(source: ExportSource<Row>, language: Language, sheetName: string): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1, xSplit: 0 }] });
  const headers = exportHeaders(source, language);
  const zoneColumn = hasZoneColumn(source.timeZones);
  sheet.columns = [
    ...source.columns.map((column, index) => ({ header: headers[index] ?? '', key: String(index), width: widthOf(column, headers[index] ?? '') })),
    ...(zoneColumn ? [{ header: headers.at(-1) ?? '', key: 'zone', width: 20 }] : []),
  ];
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  const styles = (workbook as unknown as { styles: { addStyleModel: (model: object, cellType: number) => number } }).styles;
  const dateStyle = styles.addStyleModel({ numFmt: dateTimeFormat }, ExcelJS.ValueType.Date);
  const wrapStyle = styles.addStyleModel({ alignment: { wrapText: true } }, ExcelJS.ValueType.String);
  const writers = source.columns.map((column, index) => cellWriterOf(column, columnLetters(index), language, { dateStyle, wrapStyle }));
  const zoneLetters = columnLetters(source.columns.length);
  const internals = sheet as unknown as SheetInternals;
  const write = async (): Promise<void> => {
    let rowNumber = 1;
    for await (const page of source.pages) {
      let xml = '';
      for (const row of page) {
        rowNumber += 1;
        const timeZone = source.timeZoneOf(row);
        xml += `<row r="${rowNumber}">`;
        for (let index = 0; index < writers.length; index++) {
          const column = source.columns[index] as ExportColumn<Row>;
          xml += (writers[index] as CellWriter).cell(column.value(row, language, timeZone), rowNumber, timeZone);
        }
        if (zoneColumn) xml += textCell(`${zoneLetters}${rowNumber}`, timeZone);
        xml += '</row>';
      }
      if (xml !== '') internals._write(xml);
    }
    internals._rowZero = rowNumber + 1;
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

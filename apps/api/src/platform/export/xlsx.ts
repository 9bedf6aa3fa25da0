// The XLSX of an export, written by exceljs's streaming WorkbookWriter: each row is committed to the
// zip as it comes, so the workbook is never whole in memory. Numbers are number cells, date-times are
// date cells holding the room's wall clock (formatted yyyy-mm-dd hh:mm:ss), booleans are words; the
// header row is bold and frozen, and every column has a width.
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Language } from '@sereno/validation';
import { exportHeaders, exportText, hasZoneColumn, wallClock, type ExportColumn, type ExportSource, type ExportValue } from './columns.ts';

export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const dateTimeFormat = 'yyyy-mm-dd hh:mm:ss';
const formulaStart = /^[=+\-@\t\r]/;

function widthOf<Row>(column: ExportColumn<Row>, header: string): number {
  if (column.width !== undefined) return column.width;
  const byKind = { text: 18, number: 10, boolean: 8, dateTime: 20 }[column.kind];
  return Math.min(60, Math.max(byKind, header.length + 2));
}

function cellValue<Row>(column: ExportColumn<Row>, value: ExportValue, language: Language, timeZone: string): ExcelJS.CellValue {
  if (value === undefined || value === null || value === '') return null;
  switch (column.kind) {
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    case 'boolean':
      return exportText(language, value ? 'yes' : 'no');
    case 'dateTime': {
      if (!(value instanceof Date)) return String(value);
      // The cell holds the wall clock: a spreadsheet's dates have no zone, and the header names it.
      const [year, month, day, hour, minute, second] = wallClock(value, timeZone);
      return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
    }
    case 'text': {
      const text = value instanceof Date ? value.toISOString() : String(value);
      // exceljs writes strings as strings (never formulas); the apostrophe matches the CSV's text.
      return formulaStart.test(text) ? `'${text}` : text;
    }
  }
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
    ...source.columns.map((column, index) => ({
      header: headers[index] ?? '',
      key: String(index),
      width: widthOf(column, headers[index] ?? ''),
      ...(column.kind === 'dateTime' ? { style: { numFmt: dateTimeFormat } } : {}),
    })),
    ...(zoneColumn ? [{ header: headers.at(-1) ?? '', key: 'zone', width: 20 }] : []),
  ];
  sheet.getRow(1).font = { bold: true };
  const write = async (): Promise<void> => {
    for await (const page of source.pages) {
      for (const row of page) {
        const timeZone = source.timeZoneOf(row);
        const values = source.columns.map((column) => cellValue(column, column.value(row, language), language, timeZone));
        if (zoneColumn) values.push(timeZone);
        sheet.addRow(values).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

// Reading an export back as a spreadsheet does: the CSV by RFC 4180 with the file's separator, the
// XLSX with exceljs.
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

/** RFC 4180 read back with the separator: quoted cells, doubled quotes, CRLF between records. */
export function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      index++;
    } else cell += char;
  }
  return records;
}

/** The CSV answer's records as objects by header, after checking its byte-order mark. */
export function csvRecords(response: LightMyRequestResponse, separator: string): { header: string[]; rows: Record<string, string>[] } {
  if (!response.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) throw new Error('no byte-order mark');
  const [header = [], ...records] = parseCsv(response.body.slice(1), separator);
  return { header, rows: records.map((record) => Object.fromEntries(header.map((name, index) => [name, record[index] ?? '']))) };
}

/** The XLSX answer's first sheet, its header, and each row's cells by header. */
export async function xlsxRecords(response: LightMyRequestResponse) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, ExcelJS.Cell>[] = [];
  for (let number = 2; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    rows.push(Object.fromEntries(header.map((name, index) => [name, row.getCell(index + 1)])));
  }
  return { sheet, header, rows };
}

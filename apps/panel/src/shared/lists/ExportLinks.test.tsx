// The export links of the lists (docs/exports.md): each list offers CSV and Excel of what its filters
// show, and the file behind the link holds those rows, read back as a spreadsheet reads it.
import { apiClient, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { logInAs, resetBrowser } from '../../../test/demo.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths, withQuery } from '../paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

const hrefOf = (name: string) => page.getByRole('link', { name }).element().getAttribute('href') ?? '';
/** The CSV's records after its byte-order mark, split on `;` (these rows hold no quoted separators). */
const recordsOf = (data: unknown): string[][] => {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(data as ArrayBuffer);
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(';'));
};

describe('the lists’ export links', () => {
  it('offer the devices the list shows, with its search and firmware filter, as CSV and Excel', async () => {
    await logInAs('admin');
    renderApp(withQuery(paths.devices, { search: 'SRN-000', firmware: 'outdated' }));
    await expect.poll(() => hrefOf('Exportar CSV')).toMatch(/\/api\/devices\/export\.csv\?(.*&)?monitorId=SRN-000/);
    expect(hrefOf('Exportar CSV')).toMatch(/firmware=outdated/);
    expect(hrefOf('Exportar Excel')).toMatch(/\/api\/devices\/export\.xlsx\?(.*&)?monitorId=SRN-000/);
    expect(hrefOf('Exportar CSV')).not.toMatch(/offset=|limit=/);
    const csv = await apiClient().GET('/api/devices/export.csv', { params: { query: { monitorId: 'SRN-000', firmware: 'outdated' } }, parseAs: 'arrayBuffer' });
    expect(csv.response.status).toBe(200);
    const [header, ...rows] = recordsOf(csv.data);
    expect(header?.slice(0, 5)).toEqual(['Monitor', 'Estado', 'Conexión', 'Firmware', 'Estado del firmware']);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row[0]).toContain('SRN-000');
      expect(row[4]).toBe('Desactualizado');
    }
  });

  it('offer the tasks the list shows, with its priority filter; the workbook is a zip', async () => {
    await logInAs('customer');
    renderApp(withQuery(paths.tasks, { priority: 'High' }));
    await expect.poll(() => hrefOf('Exportar CSV')).toMatch(/\/api\/tasks\/export\.csv\?(.*&)?priority=High/);
    expect(hrefOf('Exportar Excel')).toMatch(/\/api\/tasks\/export\.xlsx\?(.*&)?priority=High/);
    const csv = await apiClient().GET('/api/tasks/export.csv', { params: { query: { priority: 'High' } }, parseAs: 'arrayBuffer' });
    const [header, ...rows] = recordsOf(csv.data);
    expect(header?.slice(0, 4)).toEqual(['Día', 'Hora', 'Tipo', 'Prioridad']);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row[3]).toBe('Alta');
    const xlsx = await apiClient().GET('/api/tasks/export.xlsx', { params: { query: { priority: 'High' } }, parseAs: 'arrayBuffer' });
    const workbook = new Uint8Array(xlsx.data as ArrayBuffer);
    expect(String.fromCharCode(workbook[0] ?? 0, workbook[1] ?? 0)).toBe('PK');
  });
});

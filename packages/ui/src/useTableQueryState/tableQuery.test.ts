import { describe, expect, it } from 'vitest';
import { readTableQuery, writeTableQuery } from './tableQuery';

const options = { filterKeys: ['status', 'search'] };

describe('table state in the query string', () => {
  it('reads page, size, sort and filters', () => {
    const params = new URLSearchParams('page=3&limit=25&sortKey=name&sortDirection=desc&status=connected&search=%C3%A1tico&other=1');
    expect(readTableQuery(params, options)).toEqual({
      page: 3,
      pageSize: 25,
      sort: { columnId: 'name', direction: 'desc' },
      filters: { status: 'connected', search: 'ático' },
    });
  });

  it('keeps a filter as typed, spaces included, and drops a blank one', () => {
    const written = writeTableQuery(new URLSearchParams(), { page: 1, pageSize: 10, sort: null, filters: { search: 'Casa ', status: ' ' } }, options);
    expect(readTableQuery(written, options).filters).toEqual({ search: 'Casa ' });
  });

  it('falls back to the defaults on a hand-edited URL', () => {
    const params = new URLSearchParams('page=-2&limit=1000&sortKey=name&sortDirection=sideways&status=');
    expect(readTableQuery(params, options)).toEqual({ page: 1, pageSize: 10, sort: { columnId: 'name', direction: 'asc' }, filters: {} });
    expect(readTableQuery(new URLSearchParams('page=2.5'), options).page).toBe(1);
  });

  it('writes only what differs from the defaults, and keeps what is not its own', () => {
    const written = writeTableQuery(
      new URLSearchParams('view=cards&page=4'),
      { page: 1, pageSize: 10, sort: null, filters: { status: 'connected', search: '  ' } },
      options,
    );
    expect(written.toString()).toBe('view=cards&status=connected');
  });

  it('reads back what it wrote', () => {
    const query = { page: 7, pageSize: 15, sort: { columnId: 'createdAt', direction: 'desc' as const }, filters: { search: 'Sol' } };
    expect(readTableQuery(writeTableQuery(new URLSearchParams(), query, options), options)).toEqual(query);
  });

  it('leaves a default sort out of the URL', () => {
    const defaultSort = { columnId: 'name', direction: 'asc' as const };
    const written = writeTableQuery(new URLSearchParams(), { page: 1, pageSize: 10, sort: defaultSort, filters: {} }, { defaultSort });
    expect(written.toString()).toBe('');
    expect(readTableQuery(written, { defaultSort }).sort).toEqual(defaultSort);
  });
});

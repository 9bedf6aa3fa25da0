import { apiClient, getLegacyBookingDetails, listBookings, listRooms, logout, searchCustomers } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { logInAs, resetBrowser, roomWithDevice, unique } from '../../../test/demo.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setTheme, setWidth } from '../../../test/looks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { confirmedOfDayFilters, dayIntervalFilters } from '../../shared/bookings/bookingsOfDay.ts';
import { localToday } from '../../shared/dates/localDay.ts';
import { paths, withQuery } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

const table = () => page.getByRole('table', { name: 'Reservas' });
/** The guests of the rows shown, in order (each guest's name is the button that opens the booking). */
const guests = () =>
  table()
    .getByRole('button', { name: /^Ver la reserva de / })
    .elements()
    .map((button) => button.textContent);
const guestButton = (name: string) => page.getByRole('button', { name: `Ver la reserva de ${name}`, exact: true });
const param = (router: ReturnType<typeof renderApp>['router'], key: string) => new URLSearchParams(router.state.location.search).get(key);
const namesOf = async (query: Parameters<typeof listBookings>[0]) =>
  (await listBookings({ limit: 25, ...query })).bookings.map((booking) => [booking.guest.firstName, booking.guest.lastName].filter(Boolean).join(' '));

describe('the bookings list', () => {
  it("shows today's confirmed check-ins from the URL, with the day in its field, and the cancelled one with the switch off", async () => {
    await logInAs('customer');
    const today = localToday();
    const expected = await namesOf(confirmedOfDayFilters('checkIn', today));
    // The demo: Hannah Becker arrives at the Loft today; Tom Jansen's arrival there was cancelled.
    expect(expected).toContain('Hannah Becker');
    expect(expected).not.toContain('Tom Jansen');
    const { router } = renderApp(withQuery(paths.bookings, { checkIn: today, onlyConfirmed: true }));
    await expect.poll(guests).toEqual(expected);
    const [year, month, day] = today.split('-');
    await expect.element(page.getByRole('group', { name: 'Día de entrada' })).toHaveTextContent(`${day}/${month}/${year}`);
    await expect.element(page.getByRole('switch', { name: 'Solo confirmadas' })).toBeChecked();

    await page.getByText('Solo confirmadas').click();
    await expect.poll(() => param(router, 'onlyConfirmed')).toBeNull();
    const withCancelled = await namesOf(dayIntervalFilters('checkIn', today));
    await expect.poll(guests).toEqual(withCancelled);
    const cancelled = table().getByRole('row').filter({ hasText: 'Tom Jansen' });
    await expect.element(cancelled.getByText('Cancelada')).toBeVisible();
    // The badge writes the status in capitals (spec §4), in the status's tone.
    expect(getComputedStyle(cancelled.getByText('Cancelada').element()).textTransform).toBe('uppercase');
    expect(cancelled.getByText('Cancelada').element().closest('[data-tone]')?.getAttribute('data-tone')).toBe('critical');
  });

  it("shows today's check-outs, and the reset button clears the day filter", async () => {
    await logInAs('customer');
    const today = localToday();
    const expected = await namesOf(confirmedOfDayFilters('checkOut', today));
    expect(expected).toContain('Pablo Herrera');
    const { router } = renderApp(withQuery(paths.bookings, { checkOut: today, onlyConfirmed: true }));
    await expect.poll(guests).toEqual(expected);
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await expect.poll(() => router.state.location.search).toBe('');
    const all = (await listBookings({ limit: 10 })).totalBookings;
    await expect.element(page.getByText(`${all} reservas`, { exact: true })).toBeVisible();
  });

  it('searches as one types (debounced into the URL) and filters by room from the URL', async () => {
    await logInAs('customer');
    const { router } = renderApp(paths.bookings);
    await expect.poll(() => guests().length).toBeGreaterThan(0);
    await userEvent.type(page.getByRole('searchbox', { name: 'Buscar' }), 'müller');
    await expect.poll(() => param(router, 'search')).toBe('müller');
    await expect.poll(guests).toEqual(['Jonas Müller']);

    const [soho] = (await listRooms({ search: 'Estudio Soho' })).rooms;
    await router.navigate(withQuery(paths.bookings, { roomId: soho?._id ?? '' }));
    const sohoGuests = await namesOf({ roomId: soho?._id ?? '' });
    expect(sohoGuests).toEqual(['Jonas Müller', 'Giulia Rossi', 'Javier Ortiz Gómez']);
    await expect.poll(guests).toEqual(sohoGuests);
    await expect.element(page.getByRole('combobox', { name: 'Sala' })).toHaveValue('Estudio Soho');
    expect(param(router, 'search')).toBeNull();
  });

  it('offers the filtered list as CSV and as Excel, each the rows the list shows', async () => {
    await logInAs('customer');
    renderApp(withQuery(paths.bookings, { search: 'müller' }));
    await expect.poll(guests).toEqual(['Jonas Müller']);
    const hrefOf = (name: string) => page.getByRole('link', { name }).element().getAttribute('href') ?? '';
    await expect.poll(() => hrefOf('Exportar CSV')).toMatch(/\/api\/bookings\/export\.csv\?(.*&)?search=m%C3%BCller/);
    expect(hrefOf('Exportar Excel')).toMatch(/\/api\/bookings\/export\.xlsx\?(.*&)?search=m%C3%BCller/);
    expect(hrefOf('Exportar CSV')).not.toMatch(/offset=|limit=/);
    // The same addresses, asked through the api-client: the rows the list shows, a sheet that opens.
    const csv = await apiClient().GET('/api/bookings/export.csv', { params: { query: { search: 'müller' } }, parseAs: 'arrayBuffer' });
    expect(csv.response.status).toBe(200);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.data as ArrayBuffer);
    expect(text.startsWith('\uFEFFId;Reserva;Sala;Nombre;Apellidos;Teléfono;')).toBe(true);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(text).toContain(';Jonas;Müller;');
    const xlsx = await apiClient().GET('/api/bookings/export.xlsx', { params: { query: { search: 'müller' } }, parseAs: 'arrayBuffer' });
    const workbook = new Uint8Array(xlsx.data as ArrayBuffer);
    // An XLSX is a zip: it starts with "PK".
    expect(String.fromCharCode(workbook[0] ?? 0, workbook[1] ?? 0)).toBe('PK');
  });

  it("opens a booking's details from its guest's name", async () => {
    await logInAs('customer');
    renderApp(withQuery(paths.bookings, { search: 'BDM-2047' }));
    await guestButton('Oliver Smith').click();
    const dialog = page.getByRole('dialog', { name: 'Reserva de Oliver Smith' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByText('+447700900123')).toBeVisible();
    await expect.element(dialog.getByText('Airbnb · HMX4KZ2P9Q')).toBeVisible();
    await expect.element(dialog.getByText(/^96,00\s€$/)).toBeVisible();
    await expect.element(dialog.getByText('Ático Malagueta')).toBeVisible();
    await expect.element(dialog.getByText('3 personas')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('writes every amount of a booking with its currency, as the language writes money, and changes them with their currency', async () => {
    await logInAs('admin');
    const room = await roomWithDevice();
    const reservation = `GBP-${unique().toUpperCase()}`;
    const created = await apiClient().POST('/api/bookings', {
      body: {
        roomId: room.roomId,
        reservationNumber: reservation,
        guest: { firstName: 'Emma', lastName: 'Clarke' },
        checkIn: '2026-12-01T15:00:00Z',
        checkOut: '2026-12-03T11:00:00Z',
        currency: 'GBP',
        cityTax: 12.5,
        billing: { totalCost: 1234.5, paid: 200 },
        accessCode1: 'CAJA-9',
        callbackMessages: ['Llamar antes de las 20:00'],
      },
    });
    expect(created.response.status).toBe(201);
    const bookingId = created.data?._id ?? '';
    const { screen } = renderApp(withQuery(paths.bookings, { search: reservation }));
    await guestButton('Emma Clarke').click();
    const dialog = page.getByRole('dialog', { name: 'Reserva de Emma Clarke' });
    // Spanish writes the code after the figure, with a no-break space.
    for (const amount of [/^1234,50\sGBP$/, /^200,00\sGBP$/, /^12,50\sGBP$/]) await expect.element(dialog.getByText(amount)).toBeVisible();

    // The amounts and their currency are changed in a form of their own: the currency is a select.
    await dialog.getByRole('button', { name: 'Editar importes' }).click();
    const amounts = page.getByRole('dialog', { name: 'Importes de la reserva' });
    await expect.element(amounts.getByRole('button', { name: /Moneda/ })).toHaveTextContent('GBP · libra esterlina');
    await expect.element(amounts.getByRole('textbox', { name: 'Total', exact: true })).toHaveValue('1234,5');
    await expectNoAxeViolations();
    await amounts.getByRole('button', { name: /Moneda/ }).click();
    await page.getByRole('option', { name: 'EUR · euro' }).click();
    await amounts.getByRole('textbox', { name: 'Pagado', exact: true }).fill('300');
    await amounts.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(amounts).not.toBeInTheDocument();
    await guestButton('Emma Clarke').click();
    for (const amount of [/^1234,50\s€$/, /^300,00\s€$/, /^12,50\s€$/]) await expect.element(dialog.getByText(amount)).toBeVisible();
    // The rest of the booking is sent as it stood: the access code and the messages are still there.
    const legacy = await getLegacyBookingDetails(bookingId);
    expect(legacy).toMatchObject({ accessCode1: 'CAJA-9', callbackMessages: ['Llamar antes de las 20:00'], currency: 'EUR', paid: 300 });
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();

    await (await screen).unmount();
    resetBrowser('en');
    await logInAs('admin');
    renderApp(withQuery(paths.bookings, { search: reservation }));
    await page.getByRole('button', { name: "Open Emma Clarke's booking", exact: true }).click();
    const english = page.getByRole('dialog', { name: "Emma Clarke's booking" });
    for (const amount of ['€1,234.50', '€300.00', '€12.50']) await expect.element(english.getByText(amount, { exact: true })).toBeVisible();
  });

  it('shows the bookings as cards on a phone, nothing wider than the screen, each opening its booking', async () => {
    await logInAs('customer');
    await setWidth('phone');
    try {
      renderApp(withQuery(paths.bookings, { search: 'BDM-2047' }));
      const card = page.getByRole('list', { name: 'Reservas' }).getByRole('listitem').filter({ hasText: 'Oliver Smith' });
      await expect.element(card.getByText('Ático Malagueta')).toBeVisible();
      await expect.element(card.getByText('Reserva BDM-2047 · 3 personas')).toBeVisible();
      await expect.element(card.getByText(/ – /)).toBeVisible();
      expect(table().elements()).toHaveLength(0);
      expectNoSidewaysScroll();
      await expectNoAxeViolations();
      await picture('bookings-phone-light');
      await setTheme('dark');
      await expectNoAxeViolations();
      await picture('bookings-phone-dark');
      await card.getByRole('button', { name: 'Ver la reserva de Oliver Smith' }).click();
      await expect.element(page.getByRole('dialog', { name: 'Reserva de Oliver Smith' })).toBeVisible();
    } finally {
      await setWidth('desktop');
    }
  });

  it("shows a customer only its own rooms' bookings, and an administrator everyone's, by customer too", async () => {
    await logInAs('admin');
    const room = await roomWithDevice();
    const reservation = `RSV-${unique().toUpperCase()}`;
    const created = await apiClient().POST('/api/bookings', {
      body: {
        roomId: room.roomId,
        reservationNumber: reservation,
        guest: { firstName: 'Visitante', lastName: 'Ajeno' },
        checkIn: '2026-12-01T15:00:00Z',
        checkOut: '2026-12-03T11:00:00Z',
        status: 'Confirmed',
      },
    });
    expect(created.response.status).toBe(201);
    const ownCustomer = (await searchCustomers('customer', 25)).customers[0]?.customerId ?? '';
    const { router, screen } = renderApp(withQuery(paths.bookings, { search: reservation }));
    await expect.poll(guests).toEqual(['Visitante Ajeno']);
    // By customer: the demo customer's bookings, not the administrator's own room's.
    await router.navigate(withQuery(paths.bookings, { customerId: ownCustomer, limit: 25 }));
    await expect.poll(() => guests().includes('Oliver Smith')).toBe(true);
    expect(guests()).not.toContain('Visitante Ajeno');
    await expect.element(page.getByRole('combobox', { name: 'Cliente' }).first()).toBeVisible();

    await (await screen).unmount();
    await logout();
    await logInAs('customer');
    renderApp(withQuery(paths.bookings, { search: reservation }));
    await expect.element(page.getByRole('heading', { name: 'Ninguna reserva con estos filtros' })).toBeVisible();
    expect(page.getByRole('combobox', { name: 'Cliente' }).elements()).toHaveLength(0);
  });
});

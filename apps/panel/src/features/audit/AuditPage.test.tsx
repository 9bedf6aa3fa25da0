// The audit log page against the real server: writes made through the API (a customer's preset moved
// to its rooms and changed, an administrator's new user) show in words, with who, the object's link
// and the rooms a write changed; the filters narrow the list and live in the URL, and the exports
// carry them; only an administrator has the page and its entry.
import { bulkRoomAction, createPreset, createUser, logout, updatePreset } from '@sereno/api-client';
import { standardPresetSettings } from '@sereno/validation';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations, expectNoSidewaysScroll, picture, setTheme, setWidth } from '../../../test/looks.ts';
import { demoPassword, logInAs, resetBrowser, unique } from '../../../test/demo.ts';
import { customerWithRooms } from '../../../test/portfolio.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { paths, withQuery } from '../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
  await setWidth('desktop');
});

type Router = ReturnType<typeof renderApp>['router'];
const searchOf = (router: Router) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const table = () => page.getByRole('table', { name: 'Registro de auditoría' });
const filters = () => page.getByRole('search', { name: 'Filtros del registro' });
const navigation = () => page.getByRole('navigation', { name: 'Navegación principal' });
/** The rows shown, each as the words of its cells. */
const rows = () =>
  table()
    .getByRole('row')
    .elements()
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent.trim()));
/** The day `days` from today on this browser's clock, `yyyy-MM-dd`. */
const localDay = (days = 0) => {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};

/** A customer with three rooms that follow a preset it then changes: a bulk action, and a change of three rooms. */
async function customerChangesItsPreset() {
  const portfolio = await customerWithRooms(3);
  const owner = await logInAs(portfolio.username);
  const preset = await createPreset({ customerId: portfolio.customerId, name: `Silencio ${unique()}`, settings: standardPresetSettings });
  await bulkRoomAction({ action: 'assignPreset', presetId: preset._id, filters: {} });
  await updatePreset({ presetId: preset._id, name: preset.name, settings: { ...standardPresetSettings, smokingAlertThreshold: 50 } });
  await logout();
  return { ...portfolio, ownerId: owner._id };
}

describe('the audit log page', () => {
  it('shows an administrator the writes in words, newest first, with who, the object and the rooms changed', async () => {
    const customer = await customerChangesItsPreset();
    await logInAs('admin');
    const username = `auditada${unique()}`;
    const userId = await createUser({ username, email: `${username}@example.com`, name: 'Auditada', role: 'manager', password: demoPassword });
    const { router } = renderApp(paths.audit);
    await expect.element(navigation().getByRole('link', { name: 'Registro de auditoría' })).toHaveAttribute('aria-current', 'page');

    // The newest write is the administrator's new user, with a link to it.
    await expect.poll(() => rows()[0]?.slice(1, 4)).toEqual(['admin', 'Usuario creado', `Usuario${userId.slice(0, 8)}`]);
    await expect.element(table().getByRole('link', { name: 'Usuario', exact: true }).first()).toHaveAttribute('href', paths.user(userId));
    // Before it, the customer's preset change, which changed its three rooms.
    const presetChange = rows().find((cells) => cells[2] === 'Ajuste predefinido modificado');
    expect(presetChange?.slice(1, 3)).toEqual([customer.username, 'Ajuste predefinido modificado']);
    expect(presetChange?.at(-1)).toBe('3 salas');

    // Only the customer's writes, then only its bulk action on each room (each links to its room).
    await router.navigate(withQuery(paths.audit, { actorId: customer.ownerId }));
    await expect
      .poll(() => rows().map((cells) => cells[2]))
      .toEqual(['Ajuste predefinido modificado', 'Acción en bloque', 'Acción en bloque', 'Acción en bloque', 'Ajuste predefinido creado', 'Inicio de sesión']);
    await expect.element(filters().getByRole('combobox', { name: 'Usuario' })).toHaveValue(customer.username);
    await filters()
      .getByRole('button', { name: /Acción/ })
      .click();
    await page.getByRole('option', { name: 'Acción en bloque' }).click();
    await expect
      .poll(() => rows().map((cells) => [cells[2], cells.at(-1)]))
      .toEqual([
        ['Acción en bloque', '3 salas'],
        ['Acción en bloque', '3 salas'],
        ['Acción en bloque', '3 salas'],
      ]);
    expect(searchOf(router)).toMatchObject({ actorId: customer.ownerId, action: 'room.bulk' });
    const roomLinks = table()
      .getByRole('link', { name: 'Sala', exact: true })
      .elements()
      .map((link) => link.getAttribute('href'));
    expect(roomLinks.sort()).toEqual(
      Object.values(customer.rooms)
        .map((roomId) => paths.room(roomId))
        .sort(),
    );
    // The exports carry the filters shown.
    const csv = page.getByRole('link', { name: 'Exportar CSV' }).element().getAttribute('href') ?? '';
    expect(Object.fromEntries(new URL(csv, location.href).searchParams)).toEqual({
      actorId: customer.ownerId,
      action: 'room.bulk',
      sortKey: 'at',
      sortDirection: 'desc',
    });
  });

  it('keeps the days asked for, and says so when nothing was written on them', async () => {
    await logInAs('admin');
    const { router } = renderApp(withQuery(paths.audit, { from: localDay(-1), to: localDay() }));
    // Logging in just now is a write of today.
    await expect.poll(() => rows().some((cells) => cells[2] === 'Inicio de sesión')).toBe(true);
    const csv = new URL(page.getByRole('link', { name: 'Exportar Excel' }).element().getAttribute('href') ?? '', location.href);
    expect(new Date(csv.searchParams.get('to') ?? '').getTime()).toBe(new Date(`${localDay(1)}T00:00:00`).getTime());

    await router.navigate(withQuery(paths.audit, { from: localDay(-3), to: localDay(-2) }));
    await expect.element(page.getByRole('heading', { name: 'Ningún cambio con estos filtros' })).toBeVisible();
    await page.getByRole('button', { name: 'Quitar filtros' }).first().click();
    await expect.poll(() => rows().length).toBeGreaterThan(0);
    expect(searchOf(router)).toEqual({});
  });

  it.each(['controller', 'customer', 'agent', 'manager', 'manufacturer'] as const)(
    'as %s: no audit log entry, and its URL is not allowed',
    async (username) => {
      await logInAs(username);
      renderApp(paths.audit);
      await expect.element(page.getByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
      expect(navigation().getByRole('link', { name: 'Registro de auditoría' }).elements()).toHaveLength(0);
      expect(table().elements()).toHaveLength(0);
    },
  );

  it('reads well at a phone and a desktop width, light and dark, in English too, and passes axe', async () => {
    await customerChangesItsPreset();
    await logInAs('admin');
    renderApp(paths.audit);
    await expect.poll(() => rows().length).toBeGreaterThan(0);
    for (const width of ['desktop', 'phone'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        await setWidth(width);
        await setTheme(theme);
        await expect.element(table().getByText('Ajuste predefinido modificado').first()).toBeVisible();
        await picture(`audit-${width}-${theme}`);
        expectNoSidewaysScroll();
        await expectNoAxeViolations();
      }
    }
    await page.getByRole('button', { name: 'English' }).click();
    await expect.element(page.getByRole('table', { name: 'Audit log' }).getByText('Preset changed').first()).toBeVisible();
    await expect.element(page.getByRole('table', { name: 'Audit log' }).getByText('3 rooms').first()).toBeVisible();
    await picture('audit-phone-dark-en');
    await expectNoAxeViolations();
  });
});

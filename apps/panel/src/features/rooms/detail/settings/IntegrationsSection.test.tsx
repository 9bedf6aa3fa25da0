import { apiClient, getRoom, logout, updateRoomSettings } from '@sereno/api-client';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { licenceFreeRoom, logInAs, resetBrowser, unique } from '../../../../../test/demo.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { paths } from '../../../../shared/paths.ts';
import { settingsBodyOf } from './settingsBody.ts';

// The real server talks to a local Guesty and a local Kross (test/global-setup.ts) holding the listings
// of test/pms.ts; Avantio is never connected here, which is what a host without it sees.
const guesty = inject('guesty');
const kross = inject('kross');
const [atico, loft, patio] = guesty.listings;

beforeEach(async () => {
  resetBrowser();
  await logout();
});

/** The demo customer with its Guesty account connected, as its settings → integrations would do. */
async function customerWithGuesty() {
  await logInAs('customer');
  const linked = await apiClient().POST('/api/third-parties/guesty/linkcustomer', { body: { clientId: guesty.clientId, clientSecret: guesty.clientSecret } });
  expect(linked.response.status).toBe(200);
}

const integrations = () => page.getByRole('group', { name: 'Integraciones' });
const provider = (name: string) => integrations().getByRole('region', { name });

async function chooseListing(title: string, { name, field } = { name: 'Guesty', field: 'Anuncio de Guesty' }) {
  await userEvent.type(provider(name).getByRole('combobox', { name: field }), title.slice(0, 3));
  await page.getByRole('option', { name: new RegExp(`^${title}`) }).click();
  await provider(name).getByRole('button', { name: 'Vincular' }).click();
}

describe('the room integrations', () => {
  it('links a room to a Guesty listing, names the room that already holds one, and unlinks', async () => {
    await customerWithGuesty();
    const tag = unique();
    const first = await licenceFreeRoom(`Integración primera ${tag}`);
    const second = await licenceFreeRoom(`Integración segunda ${tag}`);

    const firstPage = renderApp(paths.room(first, { tab: 'settings' }));
    await expect.element(provider('Guesty').getByText('Conectado')).toBeVisible();
    // Providers the customer has not connected say where to connect them, rather than vanish.
    await expect.element(provider('Avantio').getByText(/No has conectado tu cuenta de Avantio\. Conéctala en Ajustes → Integraciones/)).toBeVisible();
    await expect.element(provider('Avantio').getByText('Sin conectar')).toBeVisible();
    await chooseListing(atico?.title ?? '');
    await expect.element(page.getByText('La sala está vinculada a Guesty.')).toBeVisible();
    await expect.element(provider('Guesty').getByText(`Vinculada a: ${atico?.title} (${atico?.nickname})`)).toBeVisible();
    await expect.element(provider('Guesty').getByText(atico?.address.full ?? '')).toBeVisible();
    expect((await getRoom(first)).guestyLinkedRoom).toBe(atico?._id);
    await (await firstPage.screen).unmount();

    const secondPage = renderApp(paths.room(second, { tab: 'settings' }));
    await chooseListing(atico?.title ?? '');
    // Spec §8: the server's message carries the other room's name, which is shown in the person's words.
    await expect.element(provider('Guesty').getByText(`Este anuncio de Guesty ya está vinculado a otro alojamiento: Integración primera ${tag}`)).toBeVisible();
    expect((await getRoom(second)).guestyLinkedRoom).toBeUndefined();
    await (await secondPage.screen).unmount();

    renderApp(paths.room(first, { tab: 'settings' }));
    await provider('Guesty').getByRole('button', { name: 'Desvincular' }).click();
    await expect.element(page.getByText('La sala ya no está vinculada a Guesty.')).toBeVisible();
    await expect.element(provider('Guesty').getByRole('combobox', { name: 'Anuncio de Guesty' })).toBeVisible();
    expect((await getRoom(first)).guestyLinkedRoom).toBeUndefined();
  });

  it('syncs the account now and says when it last did', async () => {
    await customerWithGuesty();
    const room = await licenceFreeRoom(`Sincronizada ${unique()}`);
    // Linked as the section would (the search and link are the first test's): this one is about the sync.
    await updateRoomSettings(room, { ...settingsBodyOf(await getRoom(room)), guestyLinkedRoom: loft?._id ?? '' });
    renderApp(paths.room(room, { tab: 'settings' }));
    await expect.element(provider('Guesty').getByText(`Vinculada a: ${loft?.title} (${loft?.nickname})`)).toBeVisible();
    await provider('Guesty').getByRole('button', { name: 'Sincronizar ahora' }).click();
    await expect.element(page.getByText(/^Sincronizado con Guesty: \d+ reservas nuevas, \d+ actualizadas\.$/)).toBeVisible();
    await expect.element(provider('Guesty').getByText(/^Última sincronización: /)).toBeVisible();
  });

  it('lets a manager link the rooms it manages, and tells it which providers the customer has not connected, without a sync', async () => {
    await customerWithGuesty();
    await logout();
    await logInAs('manager');
    const [room] = (await apiClient().GET('/api/rooms', { params: { query: { limit: 1 } } })).data?.rooms ?? [];
    renderApp(paths.room(room?._id ?? '', { tab: 'settings' }));
    await expect.element(provider('Avantio').getByText(/El cliente de esta sala no ha conectado una cuenta de Avantio/)).toBeVisible();
    await chooseListing(patio?.title ?? '');
    await expect.element(provider('Guesty').getByText(`Vinculada a: ${patio?.title} (${patio?.nickname})`)).toBeVisible();
    expect((await getRoom(room?._id ?? '')).guestyLinkedRoom).toBe(patio?._id);
    // Syncing acts on the customer's account, which is not the manager's (docs/permissions.md).
    await expect.element(provider('Guesty').getByText(/^(Última sincronización|Aún no se ha sincronizado)/)).toBeVisible();
    await expect.element(integrations().getByRole('button', { name: 'Sincronizar ahora' })).not.toBeInTheDocument();
    // Merging is the room writers' act: a manager is not offered it.
    await expect.element(page.getByRole('button', { name: 'Fusionar sala' })).not.toBeInTheDocument();
  });

  it('links a Kross room, and names the room that already holds one', async () => {
    await logInAs('customer');
    const { apiKey, hotelId, clientId, clientSecret } = kross;
    expect((await apiClient().POST('/api/third-parties/kross/linkcustomer', { body: { apiKey, hotelId, clientId, clientSecret } })).response.status).toBe(200);
    const tag = unique();
    const first = await licenceFreeRoom(`Kross primera ${tag}`);
    const second = await licenceFreeRoom(`Kross segunda ${tag}`);
    const suite = kross.rooms[1];
    const krossRoom = { name: 'Kross', field: 'Habitación de Kross' };

    const firstPage = renderApp(paths.room(first, { tab: 'settings' }));
    await chooseListing(`${suite?.number} · ${suite?.name_room_type}`, krossRoom);
    await expect.element(provider('Kross').getByText(`Vinculada a: ${suite?.number} · ${suite?.name_room_type}`)).toBeVisible();
    await expect.element(provider('Kross').getByText('Para 4 huéspedes')).toBeVisible();
    expect((await getRoom(first)).krossLinkedRoom).toBe(String(suite?.id_room));
    await (await firstPage.screen).unmount();

    renderApp(paths.room(second, { tab: 'settings' }));
    await chooseListing(`${suite?.number} · ${suite?.name_room_type}`, krossRoom);
    await expect.element(provider('Kross').getByText(`Esta habitación de Kross ya está vinculada a otro alojamiento: Kross primera ${tag}`)).toBeVisible();
    expect((await getRoom(second)).krossLinkedRoom).toBeUndefined();
  });

  it("shows staff the integrations of the room owner's customer, in English", async () => {
    await customerWithGuesty();
    const room = await licenceFreeRoom(`Staff ${unique()}`);
    await logout();
    resetBrowser('en');
    await logInAs('admin');
    renderApp(paths.room(room, { tab: 'settings' }));
    const english = page.getByRole('group', { name: 'Integrations' });
    await expect.element(english.getByRole('region', { name: 'Guesty' }).getByText('Connected')).toBeVisible();
    await expect.element(english.getByRole('region', { name: 'Guesty' }).getByRole('combobox', { name: 'Guesty listing' })).toBeVisible();
    await expect
      .element(
        english
          .getByRole('region', { name: 'Avantio' })
          .getByText(/^This room’s customer has no Avantio account connected\. It is connected from their account, in Settings → Integrations\.$/),
      )
      .toBeVisible();
  });
});

import { apiClient, getRoom, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { licenceFreeRoom, logInAs, resetBrowser, unique } from '../../../../../test/demo.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { paths } from '../../../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

describe('the room merge section', () => {
  it('merges the room into another of the owner and opens that one', async () => {
    await logInAs('customer');
    const tag = unique();
    const source = await licenceFreeRoom(`Fusión ajustes ${tag}`, { address: `Calle Ajustes ${tag}` });
    const target = await licenceFreeRoom(`Fusión destino ${tag}`);
    const { router } = renderApp(paths.room(source, { tab: 'settings' }));
    const merge = page.getByRole('group', { name: 'Fusionar sala' });
    await expect.element(merge.getByText(/Las reservas y las tareas no se reasignan/)).toBeVisible();
    await merge.getByRole('button', { name: 'Fusionar con otra sala…' }).click();
    const dialog = page.getByRole('dialog', { name: `Fusionar «Fusión ajustes ${tag}» con otra sala` });
    await dialog.getByText(`Fusión destino ${tag}`).click();
    await dialog.getByRole('button', { name: 'Fusionar', exact: true }).click();
    await page
      .getByRole('dialog', { name: `¿Fusionar «Fusión ajustes ${tag}» con «Fusión destino ${tag}»?` })
      .getByRole('button', { name: 'Fusionar' })
      .click();
    await expect.element(page.getByRole('heading', { level: 1, name: `Fusión destino ${tag}` })).toBeVisible();
    expect(router.state.location.pathname).toBe(paths.room(target));
    expect((await getRoom(target)).address).toBe(`Calle Ajustes ${tag}`);
  });

  it("is gone once the owner's merges are closed", async () => {
    // A new owner of its own: closing merges is for good, and no other test's rooms should feel it.
    await logInAs('admin');
    const tag = unique();
    const owner = await apiClient().POST('/api/users', {
      body: { username: `fusiones-${tag}`, name: `Fusiones ${tag}`, email: `fusiones-${tag}@example.com`, password: 'Sereno#2026', role: 'customer' },
    });
    expect(owner.response.status).toBe(201);
    const monitorId = `TST-${tag.toUpperCase()}`;
    expect((await apiClient().POST('/api/devices', { body: { monitorId, status: 'active' } })).response.status).toBe(201);
    const room = await apiClient().POST('/api/rooms', { body: { name: `Fusiones cerradas ${tag}`, monitorId, ownerId: owner.data?.userId } });
    expect(room.response.status).toBe(201);
    const roomId = room.data?.data.roomId ?? '';

    renderApp(paths.room(roomId, { tab: 'settings' }));
    const merge = page.getByRole('group', { name: 'Fusionar sala' });
    await merge.getByRole('button', { name: 'Fusionar con otra sala…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Fusiones completadas' }).click();
    await page.getByRole('dialog', { name: '¿Dar por completadas las fusiones?' }).getByRole('button', { name: 'Fusiones completadas' }).click();
    await expect.element(page.getByText('Fusiones completadas: ya no se pueden fusionar más salas de este propietario.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Fusionar sala' })).not.toBeInTheDocument();
    expect((await getRoom(roomId)).mergeDone).toBe(true);
  });
});

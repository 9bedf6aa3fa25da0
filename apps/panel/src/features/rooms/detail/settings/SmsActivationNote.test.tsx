import { getRoom, logout } from '@sereno/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { licenceFreeRoom, logInAs, resetBrowser, roomWithDevice, unique } from '../../../../../test/demo.ts';
import { renderApp } from '../../../../../test/render-app.tsx';
import { paths } from '../../../../shared/paths.ts';

beforeEach(async () => {
  resetBrowser();
  await logout();
});

describe('the SMS activation', () => {
  it('explains why no SMS go out while the customer is not activated, and says nothing once it is', async () => {
    // The administrator's own rooms belong to no customer, whose SMS nobody has activated.
    await logInAs('admin');
    const { roomId } = await roomWithDevice();
    const first = renderApp(paths.room(roomId, { tab: 'settings' }));
    await expect.element(page.getByRole('note').filter({ hasText: /Los SMS de esta sala todavía no se envían/ })).toBeVisible();
    await (await first.screen).unmount();

    // The first demo customer starts activated (docs/alarms.md).
    await logInAs('customer');
    const activated = await licenceFreeRoom(`Con SMS ${unique()}`);
    renderApp(paths.room(activated, { tab: 'settings' }));
    await expect.element(page.getByRole('group', { name: 'Integraciones' })).toBeVisible();
    expect((await getRoom(activated)).smsActivated).toBe(true);
    await expect.element(page.getByText(/Los SMS de esta sala todavía no se envían/)).not.toBeInTheDocument();
  });
});

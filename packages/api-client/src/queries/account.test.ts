import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, unwrap } from '../http/client.ts';
import { ApiError } from '../http/errors.ts';
import { setSessionUser } from '../session/session-user.ts';
import { getMe, login, logout } from './auth.ts';
import { changePassword, getResetLinkEmail, register, requestPasswordReset, setNewPassword } from './account.ts';

const unique = () => Math.random().toString(36).slice(2, 8);

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const demoPassword = 'Sereno#2026';

/** A new controller (staff: the demo outbox is theirs to read), created by the demo's administrator. */
async function newStaffAccount(name: string): Promise<{ username: string; email: string }> {
  await login({ username: 'admin', password: demoPassword });
  const account = { username: `vera${name}`, email: `vera.${name}@example.com` };
  await unwrap('/api/users', createApiClient().POST('/api/users', { body: { ...account, name: 'Vera Soto', password: demoPassword, role: 'controller' } }));
  await logout();
  return account;
}

/**
 * The reset link the demo server "sent" to the account, read from its outbox by the person it was
 * sent to (still logged in elsewhere with the old password): nobody else sees its token.
 */
async function resetLinkFor(account: { username: string; email: string }): Promise<URL> {
  await login({ username: account.username, password: demoPassword });
  // The email is written just after the answer to the request: look again for a while.
  let link: string | undefined;
  const deadline = Date.now() + 10_000;
  while (!link && Date.now() < deadline) {
    const outbox = await unwrap('/api/dev/outbox', createApiClient().GET('/api/dev/outbox'));
    link = outbox.emails.find((sent) => sent.to === account.email)?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(link, `no reset link for ${account.email}`).toBeDefined();
  await logout();
  return new URL(link ?? '');
}

beforeEach(async () => {
  setSessionUser(null);
  await logout();
});

describe('account calls against the real server', () => {
  it('registers a customer account, which is logged in at once', async () => {
    const name = unique();
    const user = await register({
      name: 'Ana Gil',
      username: `ana${name}`,
      email: `ana.${name}@example.com`,
      password: 'Sereno#2026',
      confirmPassword: 'Sereno#2026',
    });
    expect(user).toMatchObject({ username: `ana${name}`, role: 'customer', name: 'Ana Gil' });
    expect((await getMe()).username).toBe(`ana${name}`);
  });

  it('says USER_ALREADY_EXISTS for a taken username', async () => {
    const error = await failure(
      register({ name: 'Otra', username: 'admin', email: `x.${unique()}@example.com`, password: 'Sereno#2026', confirmPassword: 'Sereno#2026' }),
    );
    expect(error.code).toBe('USER_ALREADY_EXISTS');
  });

  it('resets a forgotten password through the emailed link, once', async () => {
    const account = await newStaffAccount(unique());
    const { email } = account;

    await requestPasswordReset(email);
    const link = await resetLinkFor(account);
    const token = link.searchParams.get('token') ?? '';
    expect(await getResetLinkEmail(token, email)).toBe(email);

    await setNewPassword({ token, password: 'Nuevo#2027', confirmPassword: 'Nuevo#2027' });
    expect((await login({ username: email, password: 'Nuevo#2027' })).email).toBe(email);
    const reused = await failure(setNewPassword({ token, password: 'Otro#2028x', confirmPassword: 'Otro#2028x' }));
    expect(reused.code).toBe('RESET_PASSWORD_LINK_ERROR');
  });

  it('answers a reset request for an unknown email exactly as for a known one', async () => {
    await expect(requestPasswordReset(`nobody.${unique()}@example.com`)).resolves.toBeUndefined();
  });

  it('says RESET_PASSWORD_LINK_ERROR for a link that is not one', async () => {
    expect((await failure(getResetLinkEmail('not-a-token'))).code).toBe('RESET_PASSWORD_LINK_ERROR');
  });

  it('tells a wrong current password from a weak new one when changing it', async () => {
    const name = unique();
    const user = await register({
      name: 'Eva Sanz',
      username: `eva${name}`,
      email: `eva.${name}@example.com`,
      password: 'Sereno#2026',
      confirmPassword: 'Sereno#2026',
    });
    const wrong = await failure(changePassword(user._id, { currentPassword: 'Wrong#2026', password: 'Nuevo#2027' }));
    expect(wrong.code).toBe('INVALID_CURRENT_PASSWORD_ERROR');
    const weak = await failure(changePassword(user._id, { currentPassword: 'Sereno#2026', password: 'weak' }));
    expect(weak.code).toBe('VALIDATION_ERROR');
    await changePassword(user._id, { currentPassword: 'Sereno#2026', password: 'Nuevo#2027' });
    await logout();
    expect((await login({ username: `eva${name}`, password: 'Nuevo#2027' })).username).toBe(`eva${name}`);
  });
});

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

/** The reset link the demo server "sent" to `email`, read from its outbox as a person trying it locally would. */
async function resetLinkFor(email: string): Promise<URL> {
  const outbox = await unwrap('/api/dev/outbox', createApiClient().GET('/api/dev/outbox'));
  const message = outbox.emails.find((sent) => sent.to === email);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  expect(link, `no reset link for ${email}`).toBeDefined();
  return new URL(link ?? '');
}

beforeEach(async () => {
  setSessionUser(null);
  await logout();
});

describe('account calls against the real server', () => {
  it('registers a customer account, which is logged in at once', async () => {
    const name = unique();
    const user = await register({ name: 'Ana Gil', username: `ana${name}`, email: `ana.${name}@example.com`, password: 'Sereno#2026', confirmPassword: 'Sereno#2026' });
    expect(user).toMatchObject({ username: `ana${name}`, role: 'customer', name: 'Ana Gil' });
    expect((await getMe()).username).toBe(`ana${name}`);
  });

  it('says USER_ALREADY_EXISTS for a taken username', async () => {
    const error = await failure(register({ name: 'Otra', username: 'admin', email: `x.${unique()}@example.com`, password: 'Sereno#2026', confirmPassword: 'Sereno#2026' }));
    expect(error.code).toBe('USER_ALREADY_EXISTS');
  });

  it('resets a forgotten password through the emailed link, once', async () => {
    const name = unique();
    const email = `luis.${name}@example.com`;
    await register({ name: 'Luis Mora', username: `luis${name}`, email, password: 'Sereno#2026', confirmPassword: 'Sereno#2026' });
    await logout();

    await requestPasswordReset(email);
    const link = await resetLinkFor(email);
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
    const user = await register({ name: 'Eva Sanz', username: `eva${name}`, email: `eva.${name}@example.com`, password: 'Sereno#2026', confirmPassword: 'Sereno#2026' });
    const wrong = await failure(changePassword(user._id, { currentPassword: 'Wrong#2026', password: 'Nuevo#2027' }));
    expect(wrong.code).toBe('INVALID_CURRENT_PASSWORD_ERROR');
    const weak = await failure(changePassword(user._id, { currentPassword: 'Sereno#2026', password: 'weak' }));
    expect(weak.code).toBe('VALIDATION_ERROR');
    await changePassword(user._id, { currentPassword: 'Sereno#2026', password: 'Nuevo#2027' });
    await logout();
    expect((await login({ username: `eva${name}`, password: 'Nuevo#2027' })).username).toBe(`eva${name}`);
  });
});

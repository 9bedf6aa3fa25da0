// The devices a standalone simulation plays: `SIM-0001`… created through the API by an administrator
// (or, when they exist, given a new token), exactly as an installer would register real ones.

export interface FleetOptions {
  baseUrl: string;
  username: string;
  password: string;
  count: number;
  prefix?: string;
  fetchImpl?: typeof fetch;
}

export interface Fleet {
  monitorIds: string[];
  tokenOf(monitorId: string): string;
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: the server answered ${response.status} ${await response.text()}`);
  return response;
}

export async function registerFleet({ baseUrl, username, password, count, prefix = 'SIM', fetchImpl = fetch }: FleetOptions): Promise<Fleet> {
  const login = await expectOk(
    await fetchImpl(`${baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) }),
    `logging in as ${username}`,
  );
  const cookie = (login.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
  const call = (method: string, path: string, body?: unknown) =>
    fetchImpl(`${baseUrl}/api${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const tokens = new Map<string, string>();
  for (let index = 1; index <= count; index++) {
    const monitorId = `${prefix}-${String(index).padStart(4, '0')}`;
    const created = await call('POST', '/devices', { monitorId, firmware: '2.4.0', operator: 'Simulador' });
    if (created.status === 201) {
      tokens.set(monitorId, ((await created.json()) as { token: string }).token);
      continue;
    }
    if (created.status !== 409) await expectOk(created, `creating ${monitorId}`);
    // It exists from an earlier run: a new token (the old one stops working, as for a real device).
    const existing = (await (await expectOk(await call('GET', `/devices/monitor/${monitorId}`), `finding ${monitorId}`)).json()) as { _id: string };
    const rotated = (await (await expectOk(await call('POST', `/devices/${existing._id}/token`), `renewing ${monitorId}'s token`)).json()) as { token: string };
    tokens.set(monitorId, rotated.token);
  }
  return {
    monitorIds: [...tokens.keys()],
    tokenOf: (monitorId) => {
      const token = tokens.get(monitorId);
      if (!token) throw new Error(`no token for ${monitorId}`);
      return token;
    },
  };
}

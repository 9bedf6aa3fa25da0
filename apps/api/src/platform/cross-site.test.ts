// OWASP ASVS 5.0 V3.5.1: a state change sent by a page of another site is refused before any route
// runs, whatever the browser does with the SameSite cookie; the panel's own calls, devices and
// scripts are not concerned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';

let demo: DemoServer;
let email: string;
beforeAll(async () => {
  demo = await startDemoServer();
  email = (await demo.as('customer', { method: 'GET', url: '/api/me' })).json<{ email: string }>().email;
});
afterAll(() => demo.close());

const renameTo = (name: string, headers: Record<string, string>) =>
  demo.as('customer', { method: 'PUT', url: '/api/profile', headers: { host: 'sereno.example.com', ...headers }, payload: { name, email } });
const nameNow = async () => (await demo.as('customer', { method: 'GET', url: '/api/me' })).json<{ name: string }>().name;

describe('state changes from another site (ASVS V3.5.1)', () => {
  it('refuses a change whose Origin is another site, a sibling subdomain or opaque (403), and changes nothing', async () => {
    const before = await nameNow();
    for (const origin of ['https://evil.example', 'https://panel.sereno.example.com', 'null', 'not a url']) {
      const refused = await renameTo('Cambiado desde fuera', { origin });
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.json()).toMatchObject({ statusCode: 403, message: 'Petición rechazada: viene de una página de otro sitio' });
      expect(typeof refused.json().timestamp).toBe('string');
    }
    expect(await nameNow()).toBe(before);
  });

  it("refuses by Sec-Fetch-Site when a browser sends no Origin, and says so in the person's language", async () => {
    for (const site of ['cross-site', 'same-site']) {
      const refused = await renameTo('Cambiado desde fuera', { 'sec-fetch-site': site, 'accept-language': 'en' });
      expect(refused.statusCode, site).toBe(403);
      expect(refused.json().message).toBe('Request refused: it comes from a page of another site');
    }
  });

  it('refuses a login posted by another site, so nobody is logged in through it', async () => {
    const login = await demo.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example' },
      payload: { username: 'customer', password: 'wrong-on-purpose' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it("lets the panel's own calls through (same origin, behind a proxy too), and every read", async () => {
    const before = await nameNow();
    const same = await renameTo('Nombre desde el panel', { origin: 'https://sereno.example.com', 'sec-fetch-site': 'same-origin' });
    expect(same.statusCode).toBe(200);
    expect(await nameNow()).toBe('Nombre desde el panel');
    const typed = await renameTo(before, { 'sec-fetch-site': 'none' });
    expect(typed.statusCode).toBe(200);
    expect(await nameNow()).toBe(before);
    const read = await demo.as('customer', { method: 'GET', url: '/api/me', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
  });

  it('reads bodies only as JSON: text/plain and form posts, which a page may send without asking, get 415 (ASVS V3.5.2)', async () => {
    const before = await nameNow();
    for (const [type, body] of [
      ['text/plain', JSON.stringify({ name: 'Cambiado', email })],
      ['application/x-www-form-urlencoded', `name=Cambiado&email=${encodeURIComponent(email)}`],
    ] as const) {
      const refused = await demo.as('customer', { method: 'PUT', url: '/api/profile', headers: { 'content-type': type }, payload: body });
      expect(refused.statusCode, type).toBe(415);
      expect(refused.json()).toMatchObject({ statusCode: 415, message: 'El cuerpo de la petición debe ser JSON (Content-Type: application/json)' });
    }
    expect(await nameNow()).toBe(before);
  });
});

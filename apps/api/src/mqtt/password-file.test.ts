// Mosquitto's password file as broker-passwords writes it: the `$7$` hash is the one mosquitto_passwd
// makes (checked against the real tool), and a new file keeps, rotates and removes accounts as told.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mosquittoPasswordHash, mosquittoPasswordMatches, parsePasswordFile, planPasswordFile } from './password-file.ts';

describe('the Mosquitto password file', () => {
  it("reads a hash made by mosquitto_passwd, and makes one in mosquitto_passwd's own shape", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'sereno-passwd-'));
    try {
      const file = path.join(dir, 'passwd');
      execFileSync('mosquitto_passwd', ['-c', '-b', file, 'SRN-0001', 'Sesame#1']);
      const theirs = parsePasswordFile(readFileSync(file, 'utf8')).get('SRN-0001') ?? '';
      expect(mosquittoPasswordMatches('Sesame#1', theirs)).toBe(true);
      expect(mosquittoPasswordMatches('Sesame#2', theirs)).toBe(false);
      const ours = mosquittoPasswordHash('Sesame#1');
      expect(ours.replace(/[A-Za-z0-9+/=]+/g, 'x')).toBe(theirs.replace(/[A-Za-z0-9+/=]+/g, 'x'));
      expect(ours.length).toBe(theirs.length);
      expect(mosquittoPasswordMatches('Sesame#1', ours)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the accounts it had, gives new devices a password, rotates what it is told and drops devices that are gone', () => {
    const previous = new Map([
      ['sereno-server', mosquittoPasswordHash('server-secret')],
      ['SRN-0001', mosquittoPasswordHash('one')],
      ['SRN-0002', mosquittoPasswordHash('two')],
      ['SRN-0009', mosquittoPasswordHash('gone')],
    ]);
    const plan = planPasswordFile(previous, { monitorIds: ['SRN-0001', 'SRN-0002', 'SRN-0003'], serverUser: 'sereno-server', rotate: new Set(['SRN-0002']) });
    expect([...plan.accounts.keys()]).toEqual(['sereno-server', 'SRN-0001', 'SRN-0002', 'SRN-0003']);
    expect(plan.accounts.get('sereno-server')).toBe(previous.get('sereno-server'));
    expect(plan.accounts.get('SRN-0001')).toBe(previous.get('SRN-0001'));
    expect(plan.issued.map((each) => each.user)).toEqual(['SRN-0002', 'SRN-0003']);
    for (const { user, password } of plan.issued) expect(mosquittoPasswordMatches(password, plan.accounts.get(user) ?? '')).toBe(true);
    expect(plan.removed).toEqual(['SRN-0009']);

    const all = planPasswordFile(plan.accounts, { monitorIds: ['SRN-0001'], serverUser: 'sereno-server', serverPassword: 'chosen', rotate: 'all' });
    expect(mosquittoPasswordMatches('chosen', all.accounts.get('sereno-server') ?? '')).toBe(true);
    expect(all.issued.map((each) => each.user)).toEqual(['SRN-0001']);
  });
});

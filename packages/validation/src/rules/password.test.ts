import { describe, expect, it } from 'vitest';
import { password, passwordWithConfirmation } from './password.ts';

const verdict = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? 'ok' : result.error?.issues.map((issue) => `${issue.path.join('.') || '-'}:${issue.message}`).join(' ');

describe('password (spec §5)', () => {
  it.each([
    ['Sereno#2026', 'ok'],
    ['aB3.efgh', 'ok'], // exactly 8
    ['aB3#efg', '-:password'], // 7
    ['sereno#2026', '-:password'], // no uppercase
    ['SERENO#2026', '-:password'], // no lowercase
    ['Sereno#abcd', '-:password'], // no digit
    ['Sereno2026x', '-:password'], // no symbol
    ['Sereno*2026', '-:password'], // a symbol outside @#$%^&+=!.
    ['Sereno #2026', '-:password'], // a space inside
    ['Sereno#2026\t', '-:password'], // a tab
    ['', '-:required'],
  ])('%s → %s', (value, expected) => {
    expect(verdict(password().safeParse(value))).toBe(expected);
  });

  it.each(['@', '#', '$', '%', '^', '&', '+', '=', '!', '.'])('accepts %s as the symbol', (symbol) => {
    expect(password().safeParse(`Sereno2026${symbol}`).success).toBe(true);
  });

  it('says the change-password failure text where the spec asks for it', () => {
    expect(verdict(password({ error: 'passwordRequirements' }).safeParse('weak'))).toBe('-:passwordRequirements');
  });
});

describe('password with confirmation', () => {
  it('accepts the same password twice', () => {
    expect(verdict(passwordWithConfirmation().safeParse({ password: 'Sereno#2026', confirmPassword: 'Sereno#2026' }))).toBe('ok');
  });

  it('reports a mismatch on the confirmation field ("La contraseña no coincide")', () => {
    expect(verdict(passwordWithConfirmation().safeParse({ password: 'Sereno#2026', confirmPassword: 'Sereno#2027' }))).toBe('confirmPassword:passwordMismatch');
  });

  it('asks for the confirmation when it is missing', () => {
    expect(verdict(passwordWithConfirmation().safeParse({ password: 'Sereno#2026', confirmPassword: '' }))).toContain('confirmPassword:required');
  });
});

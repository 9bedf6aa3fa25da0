import { describe, expect, it } from 'vitest';
import { formatMessage, toLanguage } from '../messages/resources.ts';
import { message, parseMessage, translateMessage } from '../messages/message.ts';
import { loginSchema } from '../schemas/auth.ts';
import { email } from './email.ts';
import { password } from './password.ts';
import { requiredString } from './required.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('required', () => {
  it('refuses an empty or blank value with "Campo requerido"', () => {
    expect(firstMessage(requiredString().safeParse(''))).toBe('required');
    expect(firstMessage(requiredString().safeParse('   '))).toBe('required');
    expect(firstMessage(requiredString().safeParse(undefined))).toBe('required');
    expect(formatMessage('es', 'required')).toBe('Campo requerido');
  });

  it('trims what it accepts', () => {
    expect(requiredString().parse('  ana  ')).toBe('ana');
  });
});

describe('email', () => {
  it.each(['ana@example.com', 'a.b_c%d+e-f@mail.example.org', 'X9@dom.io', 'ana@sub.domain.info'])('accepts %s', (value) => {
    expect(email().safeParse(value).success).toBe(true);
  });

  it.each(['ana', 'ana@', 'ana@example', 'ana@example.c', 'ana@example.travel', 'an a@example.com', 'ana@exa mple.com'])(
    'refuses %s with "Debe ser un email válido"',
    (value) => {
      expect(firstMessage(email().safeParse(value))).toBe('email');
    },
  );

  it('says "Campo requerido" rather than "invalid" when empty', () => {
    expect(firstMessage(email().safeParse(''))).toBe('required');
  });
});

describe('password', () => {
  it('accepts a password with every required kind of character', () => {
    expect(password().safeParse('Sereno#2026').success).toBe(true);
    expect(password().safeParse('aB3.efgh').success).toBe(true);
  });

  it.each([
    ['too short', 'aB3#efg'],
    ['no uppercase', 'sereno#2026'],
    ['no lowercase', 'SERENO#2026'],
    ['no digit', 'Sereno#abcd'],
    ['no symbol', 'Sereno2026x'],
    ['a space', 'Sereno #2026'],
    ['a symbol outside the set', 'Sereno*2026'],
  ])('refuses one with %s', (_, value) => {
    expect(firstMessage(password().safeParse(value))).toBe('password');
  });
});

describe('login schema', () => {
  it('accepts a username or an email with any password, trimming the username', () => {
    expect(loginSchema.parse({ username: ' admin ', password: 'x' })).toEqual({ username: 'admin', password: 'x' });
  });

  it('names each missing field', () => {
    const result = loginSchema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['username', 'required'],
      ['password', 'required'],
    ]);
  });
});

describe('messages', () => {
  it('carries parameters through a plain string', () => {
    const encoded = message('minLength', { min: 6 });
    expect(parseMessage(encoded)).toEqual({ key: 'minLength', params: { min: '6' } });
    expect(formatMessage('es', 'minLength', { min: 6 })).toBe('Debe tener al menos 6 caracteres');
    expect(formatMessage('en', 'minLength', { min: 6 })).toBe('Must have at least 6 characters');
  });

  it('translates with the caller\'s t, and leaves foreign text as it came', () => {
    const t = (key: string, options: Record<string, unknown>) =>
      formatMessage('en', key, options as Record<string, string>) ?? String(options.defaultValue);
    expect(translateMessage('required', t)).toBe('This field is required');
    expect(translateMessage('Something else', t)).toBe('Something else');
  });

  it('reads the language from a tag or a header, Spanish by default', () => {
    expect(toLanguage('en-GB')).toBe('en');
    expect(toLanguage('fr-FR,en;q=0.8')).toBe('en');
    expect(toLanguage('de')).toBe('es');
    expect(toLanguage(undefined)).toBe('es');
  });
});

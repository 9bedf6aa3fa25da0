import { describe, expect, it } from 'vitest';
import { formatMessage, toLanguage } from '../messages/resources.ts';
import { message, parseMessage, translateMessage } from '../messages/message.ts';
import { loginSchema } from '../schemas/auth.ts';
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

  it("translates with the caller's t, and leaves foreign text as it came", () => {
    const t = (key: string, options: Record<string, unknown>) => formatMessage('en', key, options as Record<string, string>) ?? String(options.defaultValue);
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

// The customers' PMS credentials and access tokens are encrypted at rest with AES-256-GCM, under a key
// derived (HKDF-SHA256) from the server's secret, SERENO_SECRET (platform/config.ts): a database dump
// alone reveals no credential. Each value carries the id of its key ("v1.<key id>.<iv>.<tag>.<data>"),
// so that after a rotation the values of the old key are recognised (docs/integrations.md, rotation).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value was sealed under another key or was tampered with. */
  open(sealed: string): string | null;
  /** Whether the value was sealed under the current key (not a previous one). */
  isCurrent(sealed: string): boolean;
}

const format = 'v1';

function keyOf(secret: string, purpose: string): { key: Buffer; id: string } {
  const key = Buffer.from(hkdfSync('sha256', secret, 'sereno', purpose, 32));
  return { key, id: createHash('sha256').update(key).digest('base64url').slice(0, 8) };
}

/**
 * A box that seals with `secret` and opens what `secret` or any of `previousSecrets` sealed (the
 * previous ones only read: SERENO_PREVIOUS_SECRET during a rotation). `purpose` derives a key of its
 * own for each use (the webhooks' signing secrets have theirs).
 */
export function createSecretBox(secret: string, previousSecrets: readonly string[] = [], purpose = 'sereno pms credentials v1'): SecretBox {
  const current = keyOf(secret, purpose);
  const keys = new Map([current, ...previousSecrets.map((previous) => keyOf(previous, purpose))].map((entry) => [entry.id, entry.key]));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [format, current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    isCurrent(sealed) {
      return sealed.startsWith(`${format}.${current.id}.`);
    },
    open(sealed) {
      const [version, id, iv, tag, data] = sealed.split('.');
      const key = id === undefined ? undefined : keys.get(id);
      if (version !== format || !key || iv === undefined || tag === undefined || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

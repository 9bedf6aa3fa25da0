import { expect, test } from 'vitest';
import { wifiSchema } from './wifiSchema';

test('trims both values', () => {
  expect(wifiSchema.parse({ networkName: '  Casa_5G ', password: ' S3creto! ' })).toEqual({
    networkName: 'Casa_5G',
    password: 'S3creto!',
  });
});

test('needs a network name, not just spaces; the password may be empty', () => {
  const result = wifiSchema.safeParse({ networkName: '   ', password: '' });
  expect(result.success).toBe(false);
  expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['networkName', 'required']]);
  expect(wifiSchema.parse({ networkName: 'Invitados', password: '' })).toEqual({ networkName: 'Invitados', password: '' });
});

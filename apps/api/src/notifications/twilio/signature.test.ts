import { describe, expect, it } from 'vitest';
import { isTwilioSignatureValid, twilioSignature } from './signature.ts';

describe("Twilio's request signature", () => {
  // The example of Twilio's "Webhooks security" page.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };

  it('is the HMAC-SHA1 of the address and the sorted parameters', () => {
    expect(twilioSignature('12345', url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('fails for another token, another address, a changed parameter or no header', () => {
    expect(isTwilioSignatureValid('12345', url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
    expect(isTwilioSignatureValid('54321', url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(isTwilioSignatureValid('12345', `${url}&x=1`, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(isTwilioSignatureValid('12345', url, { ...params, Digits: '1235' }, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(false);
    expect(isTwilioSignatureValid('12345', url, params, undefined)).toBe(false);
  });
});

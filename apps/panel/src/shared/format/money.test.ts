import { describe, expect, it } from 'vitest';
import { currencyName, formatMoney } from './money.ts';

// Some locales write a narrow no-break space: read as a plain space, as a person reads it.
const spaced = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes an amount with its currency as each language writes money', () => {
    expect(spaced(formatMoney(1234.5, 'EUR', 'es'))).toBe('1234,50 €');
    expect(spaced(formatMoney(1234.5, 'EUR', 'en'))).toBe('€1,234.50');
    expect(spaced(formatMoney(420, 'GBP', 'es'))).toBe('420,00 GBP');
    expect(spaced(formatMoney(420, 'GBP', 'en'))).toBe('£420.00');
    // British English names the dollar: a "$" alone would not say which.
    expect(spaced(formatMoney(420, 'USD', 'en'))).toBe('US$420.00');
    expect(spaced(formatMoney(420, 'USD', 'es'))).toBe('420,00 US$');
  });

  it('names a currency in the language', () => {
    expect(currencyName('EUR', 'es')).toBe('euro');
    expect(currencyName('GBP', 'en')).toBe('British Pound');
  });
});

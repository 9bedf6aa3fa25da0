// The bookings' own texts, in Spanish (default) and English: their errors (the export's headers: export.ts).
import type { Language } from '@sereno/validation';

const texts = {
  es: {
    bookingNotFound: 'La reserva no existe',
  },
  en: {
    bookingNotFound: 'The booking does not exist',
  },
} satisfies Record<Language, Record<string, string>>;

export type BookingMessageKey = keyof (typeof texts)['es'];

export const bookingText = (language: Language, key: BookingMessageKey): string => texts[language][key];

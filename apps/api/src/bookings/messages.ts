// The bookings' own texts, in Spanish (default) and English: their errors and the CSV's header.
import type { Language } from '@sereno/validation';

const texts = {
  es: {
    bookingNotFound: 'La reserva no existe',
    csvHeader:
      'Id,Reserva,Sala,Nombre,Apellidos,Teléfono,Email,Nacionalidad,Idioma,Entrada,Salida,Huéspedes,Estado,OTA,Reserva OTA,PMS,Reserva PMS,Moneda,Tasa turística,Tipo de acceso,Estado de llaves,Origen,Creada',
  },
  en: {
    bookingNotFound: 'The booking does not exist',
    csvHeader:
      'Id,Reservation,Room,First name,Last name,Phone,Email,Nationality,Language,Check-in,Check-out,Guests,Status,OTA,OTA reservation,PMS,PMS reservation,Currency,City tax,Access type,Key status,Source,Created',
  },
} satisfies Record<Language, Record<string, string>>;

export type BookingMessageKey = keyof (typeof texts)['es'];

export const bookingText = (language: Language, key: BookingMessageKey): string => texts[language][key];

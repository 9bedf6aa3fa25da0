// The factory's own texts, in Spanish (default) and English.
import type { Language } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../platform/errors.ts';
import { fillParams, requestLanguage } from '../platform/messages.ts';

const texts = {
  es: {
    imageTooSmall: 'La imagen es demasiado pequeña para ser un firmware',
    imageTooLarge: 'La imagen ocupa más de {{max}} MB: no cabe en la partición de la aplicación',
    imageNotEsp32: 'El archivo no es una imagen de aplicación ESP32',
    imageNotSereno: 'La imagen no es un firmware de Sereno',
    imageVersionInvalid: 'La versión de la imagen debe ser números y puntos, como 2.4.0',
    imageNotBase64: 'El contenido debe ir en base64',
    imageExists: 'Ya hay una imagen {{version}} en el canal {{channel}}',
    imageNotFound: 'La imagen de firmware no existe',
    imageNotProduction: 'Solo se registra un dispositivo con una imagen de producción',
    qcNotPassed: 'El dispositivo no ha superado el test de QC: pásalo antes de registrarlo',
    unitInstalled: 'El dispositivo {{monitorId}} ya vigila una sala: solo el personal de Sereno puede cambiar su token',
  },
  en: {
    imageTooSmall: 'The image is too small to be a firmware',
    imageTooLarge: 'The image is larger than {{max}} MB: it does not fit in the application partition',
    imageNotEsp32: 'The file is not an ESP32 application image',
    imageNotSereno: 'The image is not a Sereno firmware',
    imageVersionInvalid: "The image's version must be numbers and dots, such as 2.4.0",
    imageNotBase64: 'The content must be base64',
    imageExists: 'There is already an image {{version}} in the {{channel}} channel',
    imageNotFound: 'The firmware image does not exist',
    imageNotProduction: 'A device is registered with a production image only',
    qcNotPassed: 'The device has not passed the QC test: run it before registering the device',
    unitInstalled: 'Device {{monitorId}} already watches a room: only Sereno staff may change its token',
  },
} satisfies Record<Language, Record<string, string>>;

export type FactoryMessageKey = keyof (typeof texts)['es'];

export function factoryMessage(language: Language, key: FactoryMessageKey, params: Record<string, string | number> = {}): string {
  return fillParams(texts[language][key], params);
}

export function refuse(request: FastifyRequest, statusCode: number, key: FactoryMessageKey, params: Record<string, string | number> = {}): never {
  throw new HttpError(statusCode, factoryMessage(requestLanguage(request), key, params));
}

// The server's own error texts, in Spanish (default) and English, picked by the request's
// Accept-Language. Validation texts come from @sereno/validation; these are the rest.
// "Wrong credentials" stays untranslated: it is a code the api-client maps to WRONG_CREDENTIALS_ERROR.
import type { FastifyRequest } from 'fastify';
import { toLanguage, type Language } from '@sereno/validation';

const texts = {
  es: {
    invalidJson: 'El cuerpo de la petición no es un JSON válido',
    jsonObjectRequired: 'El cuerpo de la petición debe ser un objeto JSON',
    notFound: 'No existe {{method}} {{path}}',
    unauthorized: 'Inicia sesión para continuar',
    tooManyLoginAttempts: 'Demasiados intentos fallidos. Vuelve a intentarlo en {{seconds}} segundos',
    internalError: 'Error interno del servidor',
    frontendMissing: 'Esta aplicación no está compilada en el servidor',
    tooManyRequests: 'Demasiadas peticiones. Vuelve a intentarlo en {{seconds}} segundos',
    deviceUnauthorized: 'Falta el token del dispositivo o no es válido para este monitorId',
    readingsRequired: '{{field}}: debe ser una lista JSON de 1 a {{max}} lecturas',
    readingInFuture: '{{field}}: la fecha está más de {{minutes}} minutos en el futuro; revisa el reloj del dispositivo',
    ingestBusy: 'El servidor está guardando muchas lecturas. Vuelve a intentarlo en {{seconds}} segundos',
    forbidden: 'No tienes permiso para hacer esto',
    userNotFound: 'El usuario no existe',
    userExists: 'El username o email ya existe',
    customerNotFound: 'El cliente no existe',
    customerMissing: 'el usuario no tiene cliente asociado',
    staffFieldsOnly: 'Solo el personal de Sereno puede cambiar el origen y las anotaciones del cliente',
    integrationNotFound: 'La integración no existe',
    cannotDeleteSelf: 'No puedes eliminar tu propia cuenta',
    cannotDisableSelf: 'No puedes desactivar tu propia cuenta',
    lastAdmin: 'Debe quedar al menos un administrador activo: nombra a otro antes',
    invalidCurrentPassword: 'La contraseña actual introducida no es correcta',
    resetLinkInvalid: 'El enlace para cambiar la contraseña no es válido o ha caducado',
    resetPasswordRequested: 'Si el email corresponde a una cuenta, te hemos enviado un enlace para cambiar la contraseña. Caduca en una hora.',
    badUrl: 'La dirección de la petición no es válida',
    parameterTooLong: 'Un parámetro de la dirección es demasiado largo',
    nulCharacter: '{{field}}: el texto no puede contener el carácter nulo (U+0000)',
  },
  en: {
    invalidJson: 'The request body is not valid JSON',
    jsonObjectRequired: 'The request body must be a JSON object',
    notFound: '{{method}} {{path}} does not exist',
    unauthorized: 'Log in to continue',
    tooManyLoginAttempts: 'Too many failed attempts. Try again in {{seconds}} seconds',
    internalError: 'Internal server error',
    frontendMissing: 'This application is not built on the server',
    tooManyRequests: 'Too many requests. Try again in {{seconds}} seconds',
    deviceUnauthorized: 'The device token is missing or not valid for this monitorId',
    readingsRequired: '{{field}}: must be a JSON array of 1 to {{max}} readings',
    readingInFuture: "{{field}}: the time is more than {{minutes}} minutes in the future; check the device's clock",
    ingestBusy: 'The server is saving many readings. Try again in {{seconds}} seconds',
    forbidden: 'You are not allowed to do this',
    userNotFound: 'The user does not exist',
    userExists: 'The username or email already exists',
    customerNotFound: 'The customer does not exist',
    customerMissing: 'the user has no associated customer',
    staffFieldsOnly: "Only Sereno staff can change the customer's origin and annotations",
    integrationNotFound: 'The integration does not exist',
    cannotDeleteSelf: 'You cannot delete your own account',
    cannotDisableSelf: 'You cannot disable your own account',
    lastAdmin: 'At least one enabled administrator must remain: appoint another one first',
    invalidCurrentPassword: 'The current password you entered is not correct',
    resetLinkInvalid: 'The link to change the password is invalid or has expired',
    resetPasswordRequested: 'If the email belongs to an account, we have sent it a link to change the password. It expires in one hour.',
    badUrl: 'The request address is not valid',
    parameterTooLong: 'A parameter of the address is too long',
    nulCharacter: '{{field}}: text cannot contain the null character (U+0000)',
  },
} satisfies Record<Language, Record<string, string>>;

export type ServerMessageKey = keyof (typeof texts)['es'];

export function serverMessage(language: Language, key: ServerMessageKey, params: Record<string, string | number> = {}): string {
  return texts[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export const requestLanguage = (request: FastifyRequest): Language => toLanguage(request.headers['accept-language']);

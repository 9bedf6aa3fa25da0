import { errorsNamespace } from './codes.ts';
import { en } from './en.ts';
import { es } from './es.ts';

/** i18next resources of the `errors` namespace, loaded by the apps beside `validationResources`. */
export const errorResources = {
  es: { [errorsNamespace]: es },
  en: { [errorsNamespace]: en },
} as const;

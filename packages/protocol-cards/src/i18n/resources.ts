import { en } from './en';
import { es } from './es';

export const protocolCardsNamespace = 'protocolCards';

/** i18next resources of the `protocolCards` namespace, shaped like `validationResources`: spread both into the app's resources. */
export const protocolCardsResources = {
  es: { [protocolCardsNamespace]: es },
  en: { [protocolCardsNamespace]: en },
} as const;

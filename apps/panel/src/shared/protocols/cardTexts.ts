import { protocolCardsNamespace, protocolCardsResources } from '@sereno/protocol-cards';
import type { i18n as I18n } from 'i18next';

/**
 * The cards' own texts (@sereno/protocol-cards' namespace), in both languages, given to the panel's
 * i18next when a room's protocols first show: they travel with the room page, never with the entry.
 */
export function withCardTexts(i18n: I18n): I18n {
  for (const language of ['es', 'en'] as const) {
    if (!i18n.hasResourceBundle(language, protocolCardsNamespace)) {
      i18n.addResourceBundle(language, protocolCardsNamespace, protocolCardsResources[language][protocolCardsNamespace]);
    }
  }
  return i18n;
}

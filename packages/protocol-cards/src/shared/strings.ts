import type { CardModule } from '@sereno/validation';
import { translateMessage } from '@sereno/validation';
import { useCardsTranslation } from '../i18n/useCardsTranslation';

/** The strings of one card: its title, the label of its fields (its own word first, then the shared one), errors. */
export function useCardStrings(module: CardModule) {
  const { t } = useCardsTranslation();
  const base = `cards.${module}`;
  return {
    t,
    // Looked up when read: a read view needs the title alone, the summary and the Off message rarely.
    get title() {
      return t(`${base}.title`);
    },
    get summary() {
      return t(`${base}.summary`);
    },
    get off() {
      return t(`${base}.off`, { defaultValue: '' });
    },
    label: (field: string) => t([`${base}.labels.${field}`, `fields.${field}`]),
    help: (field: string) => t(`help.${field}`, { defaultValue: '' }) || undefined,
    error: (message: string | undefined) => (message ? translateMessage(message, t) : undefined),
  };
}

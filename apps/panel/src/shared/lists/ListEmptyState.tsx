import { Button, EmptyState } from '@sereno/ui';
import { useTranslation } from 'react-i18next';

/**
 * A list page's empty state: with filters set, says nothing matches and offers to clear them;
 * without, says the list is empty. Its words are the feature's `<texts>.empty.*` and `<texts>.filters.clear`.
 */
export function ListEmptyState({ texts, filtered, onClear }: { texts: 'audit' | 'users'; filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      headingLevel={2}
      title={filtered ? t(`${texts}.empty.filteredTitle`) : t(`${texts}.empty.title`)}
      description={filtered ? t(`${texts}.empty.filteredText`) : t(`${texts}.empty.text`)}
      action={
        filtered ? (
          <Button variant="secondary" onPress={onClear}>
            {t(`${texts}.filters.clear`)}
          </Button>
        ) : null
      }
    />
  );
}

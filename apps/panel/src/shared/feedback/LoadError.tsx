import { Button, Inline, Notification, Stack, Text } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../forms/useApiErrorMessage.ts';

export interface LoadErrorProps {
  /** What could not be loaded ("No se han podido cargar las salas."); the reason follows it. */
  children?: ReactNode;
  error: unknown;
  onRetry: () => void;
  /** Puts the error in words; the API's messages by default. */
  describe?: (error: unknown) => string;
}

/**
 * Something a page shows could not be loaded: what, why (the server's reason, translated) and a way to
 * try again. One look for every list, figure and page that fails to load; it stays until retried.
 */
export function LoadError({ children, error, onRetry, describe }: LoadErrorProps) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  return (
    <Notification tone="error" autoHideMs={null}>
      <Stack gap="small">
        <Text>
          {children} {(describe ?? apiErrorMessage)(error)}
        </Text>
        <Inline>
          <Button size="small" variant="secondary" onPress={onRetry}>
            {t('common.retry')}
          </Button>
        </Inline>
      </Stack>
    </Notification>
  );
}

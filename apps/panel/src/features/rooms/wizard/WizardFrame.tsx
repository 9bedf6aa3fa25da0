import { Button, Card, Heading, Stack, Text } from '@sereno/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './RoomWizard.css.ts';

export interface WizardFrameProps {
  title: string;
  /** 1-based position and count, for "Paso 2 de 7" and the bar. */
  position: number;
  count: number;
  children: ReactNode;
  onBack?: () => void;
  /** The main action; absent on the last step. */
  next?: { label: string; onPress: () => void; isPending?: boolean; isDisabled?: boolean };
}

/** A step of the wizard: where the person is, the step's fields, back and next. */
export function WizardFrame({ title, position, count, children, onBack, next }: WizardFrameProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <Card.Header>
        <div className={styles.heading}>
          <Stack gap="small">
            <Text size="small" tone="secondary">
              {t('rooms.wizard.stepOf', { position, count })}
            </Text>
            <ol className={styles.progress} aria-hidden="true">
              {Array.from({ length: count }, (_, index) => (
                <li key={index} className={styles.progressStep} data-done={index < position} />
              ))}
            </ol>
            <Heading level={2}>{title}</Heading>
          </Stack>
        </div>
      </Card.Header>
      <Card.Body>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (next && !next.isDisabled && !next.isPending) next.onPress();
          }}
        >
          <Stack gap="large">
            {children}
            {onBack || next ? (
              <div className={styles.actions}>
                {onBack ? (
                  <Button variant="secondary" onPress={onBack}>
                    {t('rooms.wizard.back')}
                  </Button>
                ) : (
                  <span />
                )}
                {next ? (
                  <Button type="submit" isPending={next.isPending} isDisabled={next.isDisabled}>
                    {next.label}
                  </Button>
                ) : null}
              </div>
            ) : null}
          </Stack>
        </form>
      </Card.Body>
    </Card>
  );
}

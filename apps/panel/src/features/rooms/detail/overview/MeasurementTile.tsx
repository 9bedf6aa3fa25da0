import { Button, Card, Inline, Modal, Stack, Text, type CardTone } from '@sereno/ui';
import { Info } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Overview.css.ts';

interface MeasurementTileProps {
  label: string;
  /** The value already formatted with its unit, or undefined when the device has not sent it. */
  value: string | undefined;
  detail?: ReactNode;
  tone?: CardTone;
  /** What the measurement means, shown in a modal (spec §2: explanatory modals). */
  help: ReactNode;
}

/** One measurement: its figure large, a word on what it means, and a modal that explains it. */
export function MeasurementTile({ label, value, detail, tone = 'neutral', help }: MeasurementTileProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className={styles.tile}>
      <Card tone={tone}>
        <Card.Body>
          <Stack gap="xsmall">
            <Inline justify="space-between" align="center">
              <Text size="small" tone="secondary" weight="strong">
                <span id={labelId}>{label}</span>
              </Text>
              <Modal>
                <Modal.Trigger>
                  <Button variant="ghost" size="small" icon={<Info />} hideLabel>
                    {t('rooms.detail.measurements.explain', { measurement: label })}
                  </Button>
                </Modal.Trigger>
                <Modal.Title>{label}</Modal.Title>
                <Modal.Body>{help}</Modal.Body>
              </Modal>
            </Inline>
            <p className={styles.figure} data-value={value ?? ''}>
              {value ?? t('rooms.detail.measurements.noValue')}
            </p>
            {detail ? <Text size="small">{detail}</Text> : null}
          </Stack>
        </Card.Body>
      </Card>
    </section>
  );
}

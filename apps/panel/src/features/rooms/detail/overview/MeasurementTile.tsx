import { Button, Card, Modal, Stack, Text, type CardTone } from '@sereno/ui';
import { Info } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Overview.css.ts';

interface MeasurementTileProps {
  label: string;
  /** The value already formatted, or undefined when the device has not sent it. */
  value: string | undefined;
  /** Shown smaller after the value (DESIGN.md: units always shown). */
  unit?: string;
  detail?: ReactNode;
  tone?: CardTone;
  /** What the measurement means, shown in a modal (spec §2: explanatory modals). */
  help: ReactNode;
}

/** One measurement: its figure large, a word on what it means, and a modal that explains it. */
export function MeasurementTile({ label, value, unit, detail, tone = 'neutral', help }: MeasurementTileProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className={styles.tile}>
      <Card tone={tone}>
        <Card.Body>
          <Stack gap="xsmall">
            <div className={styles.tileHeader}>
              <span className={styles.tileHelp}>
                <Modal>
                  <Modal.Trigger>
                    <Button variant="ghost" size="small" icon={<Info />} hideLabel>
                      {t('rooms.detail.measurements.explain', { measurement: label })}
                    </Button>
                  </Modal.Trigger>
                  <Modal.Title>{label}</Modal.Title>
                  <Modal.Body>{help}</Modal.Body>
                </Modal>
              </span>
              <Text size="small" tone="secondary" weight="strong">
                <span id={labelId} className={styles.tileLabel}>
                  {label}
                </span>
              </Text>
            </div>
            <p className={styles.figure}>
              {value === undefined ? (
                t('rooms.detail.measurements.noValue')
              ) : (
                <>
                  {value}
                  {unit ? <span className={styles.unit}> {unit}</span> : null}
                </>
              )}
            </p>
            {detail ? <Text size="small">{detail}</Text> : null}
          </Stack>
        </Card.Body>
      </Card>
    </section>
  );
}

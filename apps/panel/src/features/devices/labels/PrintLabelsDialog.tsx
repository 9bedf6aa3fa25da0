import type { DeviceListItem } from '@sereno/api-client';
import { Button, Modal, Radio, RadioGroup, Stack, Text } from '@sereno/ui';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { DeviceLabel, labelFormats, type LabelFormat } from './DeviceLabel.tsx';
import * as styles from './labels.css.ts';

/** The paper of each format, which CSS can only say in an `@page` rule (vanilla-extract has none). */
const pageRules: Record<LabelFormat, string> = {
  roll: '@page { size: 62mm 29mm; margin: 0; }',
  a4: '@page { size: A4; margin: 0; }',
};

export interface PrintLabelsDialogProps {
  /** The devices whose labels to print; the dialog is open while there are any. */
  devices: readonly DeviceListItem[];
  onClose: () => void;
}

/** A preview of the chosen devices' labels, the paper to print them on, and the browser's print. */
export function PrintLabelsDialog({ devices, onClose }: PrintLabelsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={devices.length > 0} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal.Title>{t('devices.labels.title', { count: devices.length })}</Modal.Title>
      {devices.length > 0 ? <LabelsBody devices={devices} onClose={onClose} /> : null}
    </Modal>
  );
}

function LabelsBody({ devices, onClose }: PrintLabelsDialogProps) {
  const { t, i18n } = useTranslation();
  const [format, setFormat] = useState<LabelFormat>('roll');
  const [printedOn] = useState(() => formatDateTime(new Date(), i18n.language, { style: 'date' }));
  const labels = (format: LabelFormat) => devices.map((device) => <DeviceLabel key={device._id} device={device} format={format} date={printedOn} />);
  return (
    <>
      <Modal.Body>
        <Stack gap="medium">
          <RadioGroup
            label={t('devices.labels.format')}
            value={format}
            onChange={(value) => setFormat(labelFormats.find((option) => option === value) ?? 'roll')}
            orientation="horizontal"
          >
            {labelFormats.map((option) => (
              <Radio key={option} value={option}>
                {t(`devices.labels.formats.${option}`)}
              </Radio>
            ))}
          </RadioGroup>
          <Text size="small" tone="secondary">
            {t(`devices.labels.hints.${format}`)}
          </Text>
          <div className={styles.preview}>{labels(format)}</div>
        </Stack>
        {createPortal(
          <div className={`${styles.sheet} ${styles.sheetLayout[format]}`} data-testid="label-sheet">
            <style>{pageRules[format]}</style>
            {labels(format)}
          </div>,
          document.body,
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onPress={onClose}>
          {t('devices.actions.cancel')}
        </Button>
        <Button icon={<Printer />} onPress={() => window.print()}>
          {t('devices.labels.print')}
        </Button>
      </Modal.Footer>
    </>
  );
}

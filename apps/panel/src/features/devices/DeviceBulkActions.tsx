import { useBulkDeviceAction, type DeviceBulkAnswer, type DeviceListItem } from '@sereno/api-client';
import { Button, Select, SelectionBar, Stack } from '@sereno/ui';
import { deviceStatuses } from '@sereno/validation';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import { BulkConfirm, BulkResult } from '../../shared/lists/BulkResult.tsx';

type DeviceBulkChoice = 'requestFirmwareUpdate' | 'setStatus';
type DeviceStatus = (typeof deviceStatuses)[number];

export interface DeviceBulkActionsProps {
  /** The rows chosen on the page shown. */
  selected: readonly DeviceListItem[];
  canRequestUpdate: boolean;
  canManage: boolean;
  onPrintLabels: () => void;
  onClear: () => void;
}

/**
 * The bar shown while devices are chosen (docs/presets.md, "Bulk actions"): print their labels, ask
 * them all for the firmware update, or set their status — one call (POST /api/devices/bulk) after a
 * confirmation that says how many; then what changed, and each device refused with why.
 */
export function DeviceBulkActions({ selected, canRequestUpdate, canManage, onPrintLabels, onClear }: DeviceBulkActionsProps) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const bulk = useBulkDeviceAction();
  const [choice, setChoice] = useState<DeviceBulkChoice | null>(null);
  const [status, setStatus] = useState<DeviceStatus | null>(null);
  const [result, setResult] = useState<{ answer: DeviceBulkAnswer; names: Map<string, string> } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const count = selected.length;

  const open = (next: DeviceBulkChoice) => {
    setChoice(next);
    setStatus(null);
    setFailure(null);
  };

  const confirm = async () => {
    if (!choice) return;
    if (choice === 'setStatus' && status === null) {
      setFailure(t('devices.bulk.chooseStatus'));
      throw new Error('no status');
    }
    const deviceIds = selected.map((device) => device._id);
    const names = new Map(selected.map((device) => [device._id, device.monitorId]));
    try {
      const answer = await bulk.mutateAsync(
        choice === 'setStatus' ? { action: 'setStatus', status: status ?? 'active', deviceIds } : { action: 'requestFirmwareUpdate', deviceIds },
      );
      setResult({ answer, names });
      onClear();
    } catch (error) {
      setFailure(apiErrorMessage(error));
      throw error;
    }
  };

  // Nothing inline while nothing is chosen and no answer shows: an empty element would add a gap to the page.
  return (
    <>
      {result || count > 0 ? (
        <Stack gap="small">
          {result ? (
            <BulkResult
              title={t('devices.bulk.result', { count: result.answer.changed, matched: result.answer.matched })}
              refused={result.answer.refused.map((refusal) => ({
                id: refusal.deviceId,
                name: result.names.get(refusal.deviceId) ?? refusal.deviceId,
                message: refusal.message,
              }))}
              refusedLabel={t('devices.bulk.refusedList')}
              allChangedText={t('devices.bulk.allChanged')}
              onClose={() => setResult(null)}
            />
          ) : null}
          {count > 0 ? (
            <SelectionBar
              label={t('devices.bulk.label')}
              summary={t('devices.bulk.selected', { count })}
              onClear={onClear}
              clearLabel={t('devices.bulk.clear')}
            >
              <Button size="small" variant="secondary" icon={<Printer />} onPress={onPrintLabels}>
                {t('devices.labels.printSelected', { count })}
              </Button>
              {canRequestUpdate ? (
                <Button size="small" onPress={() => open('requestFirmwareUpdate')}>
                  {t('devices.bulk.actions.requestFirmwareUpdate')}
                </Button>
              ) : null}
              {canManage ? (
                <Button size="small" variant="secondary" onPress={() => open('setStatus')}>
                  {t('devices.bulk.actions.setStatus')}
                </Button>
              ) : null}
            </SelectionBar>
          ) : null}
        </Stack>
      ) : null}
      <BulkConfirm
        open={choice !== null}
        onClose={() => setChoice(null)}
        title={choice ? t(`devices.bulk.confirm.${choice}`, { count }) : ''}
        confirmLabel={t('devices.bulk.apply', { count })}
        text={t('devices.bulk.confirmText', { count })}
        failure={failure}
        onConfirm={confirm}
      >
        {choice === 'setStatus' ? (
          <Select
            label={t('devices.bulk.status')}
            placeholder={t('devices.bulk.choose')}
            options={deviceStatuses.map((key) => ({ key, label: t(`devices.bulk.statuses.${key}`) }))}
            value={status}
            onChange={(value) => setStatus(value as DeviceStatus | null)}
          />
        ) : null}
      </BulkConfirm>
    </>
  );
}

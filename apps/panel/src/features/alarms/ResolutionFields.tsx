import type { AlarmResolution } from '@sereno/api-client';
import { Radio, RadioGroup, Stack, TextArea } from '@sereno/ui';
import { useTranslation } from 'react-i18next';

/** The reasons the resolve dialog offers, in its order (the API's `alarmResolutionReasons`). */
export const resolutionReasons = ['falseAlarm', 'guestsWarned', 'visited', 'other'] as const satisfies readonly NonNullable<AlarmResolution['reason']>[];
export type ResolutionReason = (typeof resolutionReasons)[number];

/** The longest note the API keeps (ALARM_RESOLUTION_NOTE_MAX). */
const noteMaxLength = 1000;

export interface ResolutionDraft {
  reason: ResolutionReason | null;
  note: string;
}

export const emptyResolution: ResolutionDraft = { reason: null, note: '' };

/** The draft as POST /api/alarms/{id}/resolve takes it: only what the person gave. */
export function toResolution({ reason, note }: ResolutionDraft): AlarmResolution {
  const text = note.trim();
  return { ...(reason ? { reason } : {}), ...(text ? { note: text } : {}) };
}

export interface ResolutionFieldsProps {
  value: ResolutionDraft;
  onChange: (value: ResolutionDraft) => void;
  isDisabled?: boolean;
}

/** Why the alarm is resolved and a note, both optional: what the morning after will read. */
export function ResolutionFields({ value, onChange, isDisabled = false }: ResolutionFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="medium">
      <RadioGroup
        label={t('alarms.resolve.reason')}
        value={value.reason}
        onChange={(reason) => onChange({ ...value, reason: resolutionReasons.find((option) => option === reason) ?? null })}
        isDisabled={isDisabled}
      >
        {resolutionReasons.map((reason) => (
          <Radio key={reason} value={reason}>
            {t(`alarms.resolve.reasons.${reason}`)}
          </Radio>
        ))}
      </RadioGroup>
      <TextArea
        label={t('alarms.resolve.note')}
        value={value.note}
        onChange={(note) => onChange({ ...value, note })}
        maxLength={noteMaxLength}
        rows={3}
        isDisabled={isDisabled}
      />
    </Stack>
  );
}

import type { RoomDetail } from '@sereno/api-client';
import { CollapsibleSection, Stack } from '@sereno/ui';
import { can, type Role } from '@sereno/validation';
import { useTranslation } from 'react-i18next';
import { AlarmTuningSection } from './AlarmTuningSection.tsx';
import { AlertSchedulesSection } from './AlertSchedulesSection.tsx';
import { DeviceVersionSection } from './DeviceVersionSection.tsx';
import { GeneralSection } from './GeneralSection.tsx';
import { IntegrationsSection } from './IntegrationsSection.tsx';
import { ManagerSection } from './ManagerSection.tsx';
import { MergeSection } from './MergeSection.tsx';
import { NoiseSection } from './NoiseSection.tsx';
import { PresetSection } from './PresetSection.tsx';
import { SmsActivationNote } from './SmsActivationNote.tsx';
import { ThresholdSection } from './ThresholdSection.tsx';

/**
 * The room's settings (spec §2), each section saving on its own. A section the role may not change is
 * not offered (docs/permissions.md): managers change notifications, thresholds and schedules, not the
 * room's general data nor its manager, nor merge it (the room writers' act, as in the rooms list).
 * Merging is offered until the owner's merges are closed (`mergeDone`). The noise comes first: it is
 * what people come to change, and the general data's address fields would push it below the fold.
 */
export function SettingsTab({ room, role }: { room: RoomDetail; role: Role }) {
  const { t } = useTranslation();
  return (
    <Stack gap="large">
      <SmsActivationNote room={room} />
      <PresetSection room={room} />
      <CollapsibleSection title={t('rooms.detail.settings.noise.title')}>
        {/* Keyed on the values: a tuning applied elsewhere on the page shows here, rather than a stale form that would undo it. */}
        <NoiseSection key={JSON.stringify(room.noiseSettings)} room={room} />
      </CollapsibleSection>
      <CollapsibleSection title={t('rooms.detail.settings.tuning.title')}>
        <AlarmTuningSection room={room} />
      </CollapsibleSection>
      {can(role, 'rooms.write') ? (
        <CollapsibleSection title={t('rooms.detail.settings.general.title')}>
          <GeneralSection room={room} />
        </CollapsibleSection>
      ) : null}
      <CollapsibleSection title={t('rooms.detail.settings.smoke.title')}>
        <ThresholdSection key={room.smokingAlertThreshold} room={room} kind="smoke" />
      </CollapsibleSection>
      <CollapsibleSection title={t('rooms.detail.settings.crowd.title')}>
        <ThresholdSection key={room.crowdingAlertTreshold} room={room} kind="crowd" />
      </CollapsibleSection>
      <CollapsibleSection title={t('rooms.detail.settings.device.title')}>
        <DeviceVersionSection room={room} role={role} />
      </CollapsibleSection>
      {can(role, 'rooms.chooseManager') ? (
        <CollapsibleSection title={t('rooms.detail.settings.manager.title')}>
          <ManagerSection room={room} />
        </CollapsibleSection>
      ) : null}
      <CollapsibleSection title={t('rooms.detail.settings.integrations.title')}>
        <IntegrationsSection room={room} role={role} />
      </CollapsibleSection>
      {can(role, 'rooms.write') && !room.mergeDone ? (
        <CollapsibleSection title={t('rooms.detail.settings.merge.title')}>
          <MergeSection room={room} />
        </CollapsibleSection>
      ) : null}
      <CollapsibleSection title={t('rooms.detail.settings.schedules.title')}>
        <AlertSchedulesSection room={room} />
      </CollapsibleSection>
    </Stack>
  );
}

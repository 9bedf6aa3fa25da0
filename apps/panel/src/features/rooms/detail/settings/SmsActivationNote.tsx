import type { RoomDetail } from '@sereno/api-client';
import { InfoMessage } from '@sereno/ui';
import { useTranslation } from 'react-i18next';

/**
 * Spec §6, docs/alarms.md "SMS activation": until the SMS provider activates the customer's sender,
 * the room's SMS are recorded but never sent. Said here, so that a host who ticked "SMS" and receives
 * none knows why (and that calls and emails do go out).
 */
export function SmsActivationNote({ room }: { room: RoomDetail }) {
  const { t } = useTranslation();
  return room.smsActivated ? null : <InfoMessage>{t('rooms.detail.settings.smsNotActivated')}</InfoMessage>;
}

import { Button, EmptyState, Inline } from '@sereno/ui';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';

/** The room exists (or has its device): open it, go back to the list, or add another. */
export function SuccessStep({ roomId, roomName, onAnother }: { roomId: string; roomName: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EmptyState
      icon={<CircleCheck />}
      title={t('rooms.wizard.success.title', { name: roomName })}
      description={t('rooms.wizard.success.text')}
      action={
        <Inline gap="small" justify="center">
          <Button onPress={() => void navigate(paths.room(roomId))}>{t('rooms.wizard.success.open')}</Button>
          <Button variant="secondary" onPress={() => void navigate(paths.rooms)}>
            {t('rooms.wizard.success.toList')}
          </Button>
          <Button variant="ghost" onPress={onAnother}>
            {t('rooms.wizard.success.another')}
          </Button>
        </Inline>
      }
    />
  );
}

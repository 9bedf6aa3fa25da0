import type { RoomDetail } from '@sereno/api-client';
import { Button, InfoMessage, Inline, Stack, Text, useToast } from '@sereno/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import { MergeRoomDialog } from '../../shared/MergeRoomDialog.tsx';

/**
 * Merge room (spec §4): the same dialog as the rooms list's, from the room itself. Once merged this
 * room is gone, so the page moves to the room it was merged into.
 */
export function MergeSection({ room }: { room: RoomDetail }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="medium">
      <Text tone="secondary">{t('rooms.list.merge.intro')}</Text>
      <InfoMessage>{t('rooms.list.merge.moves')}</InfoMessage>
      <Stack gap="xsmall">
        <Text size="small">{t('rooms.list.merge.keeps')}</Text>
        <Text size="small" weight="strong">
          {t('rooms.list.merge.deletes')}
        </Text>
      </Stack>
      <Inline>
        <Button variant="secondary" onPress={() => setOpen(true)}>
          {t('rooms.detail.settings.merge.open')}
        </Button>
      </Inline>
      <MergeRoomDialog
        room={open ? room : null}
        onClose={() => setOpen(false)}
        onDone={(message, targetRoomId) => {
          toast({ tone: 'success', message });
          if (targetRoomId) void navigate(paths.room(targetRoomId));
        }}
      />
    </Stack>
  );
}

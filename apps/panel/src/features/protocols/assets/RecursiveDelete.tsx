import { useDeleteNode, type GraphNode } from '@sereno/api-client';
import { Button, ConfirmDialog, Heading, Select, Stack, Text, useToast } from '@sereno/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../shared/protocols.css.ts';
import { useRefusalMessage } from '../../../shared/forms/useRefusalMessage.ts';

/**
 * The admin tools (spec §6): a location goes with everything in it — its locations and cards; its
 * rooms move up to its parent — once the administrator has typed its name (the API checks it again).
 */
export function RecursiveDelete({ nodes }: { nodes: readonly GraphNode[] }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const errorMessage = useRefusalMessage();
  const remove = useDeleteNode();
  const [chosen, setChosen] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const locations = nodes.filter((node) => node.kind === 'location');
  const location = locations.find((node) => node._id === chosen);
  const parent = nodes.find((node) => node._id === location?.parentId);

  const confirm = async () => {
    if (!location) return;
    try {
      await remove.mutateAsync({ id: location._id, confirmation: location.name });
      toast({ tone: 'success', message: t('protocols.remove.done', { name: location.name }) });
      setChosen(null);
    } catch (error) {
      toast({ tone: 'error', title: t('protocols.remove.failed', { name: location.name }), message: errorMessage(error) });
    } finally {
      setOpen(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="protocols-admin-tools">
      <Stack gap="medium">
        <div id="protocols-admin-tools">
          <Heading level={2}>{t('protocols.recursive.section')}</Heading>
        </div>
        <Text size="small" tone="secondary">
          {t('protocols.recursive.intro')}
        </Text>
        <Select
          label={t('protocols.recursive.pick')}
          value={chosen}
          onChange={setChosen}
          options={locations.map((node) => ({ key: node._id, label: node.name }))}
        />
        <Button tone="critical" variant="secondary" isDisabled={!location} onPress={() => setOpen(true)}>
          {t('protocols.recursive.action')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={open && location !== undefined}
        onOpenChange={setOpen}
        intent="delete"
        title={t('protocols.recursive.title', { name: location?.name ?? '' })}
        confirmationText={location?.name ?? ''}
        confirmationLabel={t('protocols.recursive.confirmLabel', { name: location?.name ?? '' })}
        mismatchMessage={t('protocols.recursive.mismatch')}
        onConfirm={confirm}
      >
        <Text>{t('protocols.recursive.text', { parent: parent?.name ?? '' })}</Text>
      </ConfirmDialog>
    </section>
  );
}

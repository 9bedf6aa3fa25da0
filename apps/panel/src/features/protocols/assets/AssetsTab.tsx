import { nodeCardCountsQuery, useDeleteNode, useMoveNode, type GraphNode } from '@sereno/api-client';
import { Button, ConfirmDialog, Heading, Inline, Stack, Text, useToast } from '@sereno/ui';
import { ProtocolsEditor } from '../../../shared/protocols/ProtocolsEditor.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../shared/protocols.css.ts';
import { useRefusalMessage } from '../../../shared/forms/useRefusalMessage.ts';
import { AssetsTree } from './AssetsTree.tsx';
import { LocationDialog, type LocationTarget } from './LocationDialog.tsx';
import { RecursiveDelete } from './RecursiveDelete.tsx';
import { TransferSection } from './TransferSection.tsx';

export interface AssetsTabProps {
  ownerId: string;
  ownerName: string;
  nodes: readonly GraphNode[];
  canEdit: boolean;
  canDeleteRecursively: boolean;
}

/** The assets manager (spec §2): the tree and what changes it, the admin tools, export and import. */
export function AssetsTab({ ownerId, ownerName, nodes, canEdit, canDeleteRecursively }: AssetsTabProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const errorMessage = useRefusalMessage();
  const [location, setLocation] = useState<LocationTarget | null>(null);
  const [removing, setRemoving] = useState<GraphNode | null>(null);
  const [cardsOf, setCardsOf] = useState<GraphNode | null>(null);
  const counts = useQuery(nodeCardCountsQuery(nodes.map((node) => node._id)));
  const move = useMoveNode();
  const remove = useDeleteNode();

  const onMove = (node: GraphNode, target: GraphNode) =>
    move.mutate(
      { id: node._id, targetId: target._id },
      {
        onSuccess: () => toast({ tone: 'success', message: t('protocols.tree.moved', { name: node.name, target: target.name }) }),
        onError: (error) => toast({ tone: 'error', title: t('protocols.tree.notMoved', { name: node.name }), message: errorMessage(error) }),
      },
    );

  const confirmRemove = async () => {
    if (!removing) return;
    const node = removing;
    try {
      await remove.mutateAsync({ id: node._id });
      toast({ tone: 'success', message: t('protocols.remove.done', { name: node.name }) });
    } catch (error) {
      toast({ tone: 'error', title: t('protocols.remove.failed', { name: node.name }), message: errorMessage(error) });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className={styles.assets}>
      <Stack gap="large">
        <section className={styles.panel}>
          <Stack gap="medium">
            <AssetsTree
              nodes={nodes}
              ownerName={ownerName}
              counts={counts.data ?? {}}
              canEdit={canEdit}
              onAdd={(parent) => setLocation({ parent })}
              onCards={setCardsOf}
              onEdit={(node) => setLocation({ node })}
              onDelete={setRemoving}
              onMove={onMove}
            />
          </Stack>
        </section>
        {cardsOf ? (
          <section className={styles.panel} aria-labelledby="protocols-node-cards">
            <Stack gap="medium">
              <Inline gap="small" justify="space-between" align="center">
                <div id="protocols-node-cards">
                  <Heading level={2}>{t('protocols.tree.cardsOf', { name: cardsOf.name })}</Heading>
                </div>
                <Button variant="secondary" size="small" onPress={() => setCardsOf(null)}>
                  {t('protocols.tree.closeCards')}
                </Button>
              </Inline>
              <ProtocolsEditor key={cardsOf._id} ownerId={ownerId} target={{ nodeId: cardsOf._id, nodes }} />
            </Stack>
          </section>
        ) : null}
      </Stack>
      <Stack gap="large">
        <TransferSection ownerId={ownerId} ownerName={ownerName} canImport={canEdit} />
        {canDeleteRecursively ? <RecursiveDelete nodes={nodes} /> : null}
      </Stack>
      <LocationDialog ownerId={ownerId} target={location} onClose={() => setLocation(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        intent="delete"
        title={t('protocols.remove.title', { name: removing?.name ?? '' })}
        onConfirm={confirmRemove}
      >
        <Text>{t('protocols.remove.text')}</Text>
      </ConfirmDialog>
    </div>
  );
}

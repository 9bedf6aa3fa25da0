import { protocolDocumentQuery, type GraphNode } from '@sereno/api-client';
import { EmptyState, Heading, Skeleton, Stack, Text } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import * as styles from '../shared/protocols.css.ts';
import { ownCardsByNode } from './ownCards.ts';

/**
 * The standard operating procedures (spec §2): the Procedures card of each node that has one, in tree
 * order, so that what is done the same way in a building's rooms reads in one place.
 */
export function SopTab({ ownerId, nodes }: { ownerId: string; nodes: readonly GraphNode[] }) {
  const { t } = useTranslation();
  const document = useQuery(protocolDocumentQuery(ownerId));
  if (document.isError) return <LoadError error={document.error} onRetry={() => void document.refetch()} />;
  if (!document.data) return <Skeleton shape="rect" height="12rem" width="100%" />;
  const own = ownCardsByNode(nodes, document.data);
  const procedures = nodes.flatMap((node) => {
    const card = own.get(node._id)?.find((candidate) => candidate.module === 'procedures');
    return card ? [{ node, instructions: typeof card.content.instructions === 'string' ? card.content.instructions : '' }] : [];
  });
  return (
    <Stack gap="large">
      <Text tone="secondary">{t('protocols.sop.intro')}</Text>
      {procedures.length === 0 ? (
        <EmptyState title={t('protocols.sop.empty')} headingLevel={2} />
      ) : (
        procedures.map(({ node, instructions }) => (
          <section key={node._id} className={styles.panel} aria-label={node.name}>
            <Stack gap="small">
              <Heading level={2}>{node.name}</Heading>
              <Text>{instructions || t('protocols.sop.none')}</Text>
            </Stack>
          </section>
        ))
      )}
    </Stack>
  );
}

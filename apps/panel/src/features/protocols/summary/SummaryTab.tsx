import { protocolDocumentQuery, type GraphNode } from '@sereno/api-client';
import { Heading, Skeleton, Stack, Text } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import * as styles from '../shared/protocols.css.ts';
import { hasCard, ownCardsByNode } from './ownCards.ts';

/**
 * The protocols summary (spec §2): which node holds which cards of its own, the counters, and the
 * gaps a night agent would meet — a room without an emergency contact or wifi (its own or
 * inherited), a location holding no room.
 */
export function SummaryTab({ ownerId, nodes }: { ownerId: string; nodes: readonly GraphNode[] }) {
  const { t } = useTranslation();
  const document = useQuery(protocolDocumentQuery(ownerId));
  if (document.isError) return <LoadError error={document.error} onRetry={() => void document.refetch()} />;
  if (!document.data) return <Skeleton shape="rect" height="12rem" width="100%" />;

  const own = ownCardsByNode(nodes, document.data);
  const byId = new Map(nodes.map((node) => [node._id, node]));
  const rooms = nodes.filter((node) => node.kind === 'room');
  const locations = nodes.filter((node) => node.kind === 'location');
  const cards = [...own.values()].reduce((total, list) => total + list.length, 0);
  const roomBelow = new Set(
    rooms.flatMap((room) => {
      const above: string[] = [];
      let parent = room.parentId;
      while (parent) {
        above.push(parent);
        parent = byId.get(parent)?.parentId ?? null;
      }
      return above;
    }),
  );
  const gaps = [
    ...rooms.filter((room) => !hasCard(byId, own, room, 'emergencyContact')).map((room) => t('protocols.summary.noEmergencyContact', { name: room.name })),
    ...rooms.filter((room) => !hasCard(byId, own, room, 'wifi')).map((room) => t('protocols.summary.noWifi', { name: room.name })),
    ...locations.filter((location) => !roomBelow.has(location._id)).map((location) => t('protocols.summary.emptyLocation', { name: location.name })),
  ];

  return (
    <Stack gap="large">
      <Text weight="strong">{t('protocols.summary.totals', { locations: locations.length, rooms: rooms.length, cards })}</Text>
      <section className={styles.panel} aria-labelledby="protocols-gaps">
        <Stack gap="small">
          <div id="protocols-gaps">
            <Heading level={2}>{t('protocols.summary.gapsTitle')}</Heading>
          </div>
          {gaps.length === 0 ? (
            <Text>{t('protocols.summary.noGaps')}</Text>
          ) : (
            <ul aria-label={t('protocols.summary.gapsTitle')}>
              {gaps.map((gap) => (
                <li key={gap}>
                  <Text>{gap}</Text>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </section>
      <div className={styles.panel}>
        <table className={styles.table} aria-label={t('protocols.summary.label')}>
          <thead>
            <tr>
              <th className={styles.cell} scope="col">
                {t('protocols.summary.node')}
              </th>
              <th className={styles.cell} scope="col">
                {t('protocols.summary.own')}
              </th>
              <th className={styles.cell} scope="col">
                {t('protocols.summary.count')}
              </th>
            </tr>
          </thead>
          <tbody>
            {nodes.map((node) => {
              const list = own.get(node._id) ?? [];
              return (
                <tr key={node._id}>
                  <th className={styles.cell} scope="row" style={{ paddingInlineStart: `${0.5 + node.depth * 1.25}rem` }}>
                    {node.name}
                  </th>
                  <td className={styles.cell}>
                    {list.length === 0 ? t('protocols.summary.none') : list.map((card) => t(`protocols.modules.${card.module}`)).join(', ')}
                  </td>
                  <td className={styles.cell}>{list.length}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

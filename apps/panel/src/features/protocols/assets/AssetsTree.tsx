import type { GraphNode } from '@sereno/api-client';
import { Badge, Button, Text } from '@sereno/ui';
import { ClipboardList, GripVertical, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import * as styles from '../shared/protocols.css.ts';
import { childrenByParent, moveTargets } from './tree.ts';

export interface AssetsTreeProps {
  nodes: readonly GraphNode[];
  ownerName: string;
  /** Each node's own cards. */
  counts: Readonly<Record<string, number>>;
  canEdit: boolean;
  onAdd: (parent: GraphNode) => void;
  /** Opens the cards of the root or a location (its protocols editor). */
  onCards: (node: GraphNode) => void;
  onEdit: (node: GraphNode) => void;
  onDelete: (node: GraphNode) => void;
  onMove: (node: GraphNode, target: GraphNode) => void;
}

interface Picked {
  node: GraphNode;
  targets: GraphNode[];
  index: number;
}

const dragType = 'application/x-sereno-node';

/**
 * The owner's graph as nested lists (spec §2 assets manager). A location or a room moves by dragging
 * it onto the root or a location, or with the keyboard: its Move button picks it up, the arrows choose
 * among the places it may go (the API's rules), Enter drops it there and Escape puts it back. What
 * happens is read out in a live region.
 */
export function AssetsTree({ nodes, ownerName, counts, canEdit, onAdd, onCards, onEdit, onDelete, onMove }: AssetsTreeProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Picked | null>(null);
  const [dragged, setDragged] = useState<GraphNode | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const children = childrenByParent(nodes);
  const draggedTargets = new Set(dragged ? moveTargets(nodes, dragged).map((target) => target._id) : []);
  const keyboardTarget = picked ? picked.targets[picked.index] : undefined;

  const pickUp = (node: GraphNode) => {
    const targets = moveTargets(nodes, node);
    if (targets.length === 0) {
      setAnnouncement(t('protocols.tree.noTarget', { name: node.name }));
      return;
    }
    setPicked({ node, targets, index: 0 });
    setAnnouncement(t('protocols.tree.picked', { name: node.name, target: targets[0]?.name }));
  };

  const onMoveKey = (event: KeyboardEvent, node: GraphNode) => {
    if (!picked || picked.node._id !== node._id) return;
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      const index = (picked.index + step + picked.targets.length) % picked.targets.length;
      setPicked({ ...picked, index });
      setAnnouncement(t('protocols.tree.target', { target: picked.targets[index]?.name }));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      const target = picked.targets[picked.index];
      setPicked(null);
      if (target) onMove(node, target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setPicked(null);
      setAnnouncement(t('protocols.tree.cancelled', { name: node.name }));
    }
  };

  const dropProps = (node: GraphNode) =>
    node.kind === 'room' || !canEdit
      ? {}
      : {
          onDragOver: (event: DragEvent) => {
            if (!draggedTargets.has(node._id)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setDropTarget(node._id);
          },
          onDragLeave: () => setDropTarget((current) => (current === node._id ? null : current)),
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const movedId = event.dataTransfer.getData(dragType);
            const moved = nodes.find((candidate) => candidate._id === movedId) ?? dragged;
            setDragged(null);
            setDropTarget(null);
            if (moved && moveTargets(nodes, moved).some((target) => target._id === node._id)) onMove(moved, node);
          },
        };

  const renderNode = (node: GraphNode) => {
    const below = children.get(node._id) ?? [];
    const movable = canEdit && node.kind !== 'root';
    const isTarget = keyboardTarget?._id === node._id || dropTarget === node._id;
    const count = counts[node._id] ?? 0;
    const rowClass = [styles.row, isTarget ? styles.rowTarget : '', picked?.node._id === node._id ? styles.rowPicked : ''].join(' ');
    return (
      <li key={node._id} aria-label={node.name}>
        <div
          className={rowClass}
          data-node-id={node._id}
          draggable={movable}
          onDragStart={(event) => {
            event.dataTransfer.setData(dragType, node._id);
            event.dataTransfer.effectAllowed = 'move';
            setDragged(node);
          }}
          onDragEnd={() => {
            setDragged(null);
            setDropTarget(null);
          }}
          {...dropProps(node)}
        >
          {movable ? (
            // Picking up keeps the focus on the button: the arrows, Enter and Escape act on the picked
            // node, caught before the button would take Enter as a press.
            <span onKeyDownCapture={(event) => onMoveKey(event, node)} onBlur={() => setPicked(null)}>
              <Button
                variant="ghost"
                size="small"
                hideLabel
                icon={<GripVertical />}
                onPress={() => (picked?.node._id === node._id ? setPicked(null) : pickUp(node))}
              >
                {t('protocols.tree.move', { name: node.name })}
              </Button>
            </span>
          ) : null}
          <span className={styles.name}>
            {node.kind === 'room' && node.roomId ? (
              <Link to={paths.room(node.roomId, { tab: 'protocols' })} aria-label={t('protocols.tree.open', { name: node.name })}>
                {node.name}
              </Link>
            ) : (
              node.name
            )}
          </span>
          <Badge tone={node.kind === 'room' ? 'neutral' : 'info'}>{node.type ? t(`protocols.types.${node.type}`) : t(`protocols.kinds.${node.kind}`)}</Badge>
          <Text size="small" tone="secondary">
            {t('protocols.tree.cards', { count })}
          </Text>
          {isTarget ? <Badge tone="positive">{t('protocols.tree.dropHere')}</Badge> : null}
          {canEdit ? (
            <span className={styles.actions}>
              {node.kind !== 'room' ? (
                <>
                  <Button variant="ghost" size="small" hideLabel icon={<ClipboardList />} onPress={() => onCards(node)}>
                    {t('protocols.tree.cardsOf', { name: node.name })}
                  </Button>
                  <Button variant="ghost" size="small" hideLabel icon={<Plus />} onPress={() => onAdd(node)}>
                    {t('protocols.tree.addIn', { name: node.name })}
                  </Button>
                </>
              ) : null}
              {node.kind === 'location' ? (
                <>
                  <Button variant="ghost" size="small" hideLabel icon={<Pencil />} onPress={() => onEdit(node)}>
                    {t('protocols.tree.rename', { name: node.name })}
                  </Button>
                  <Button variant="ghost" size="small" tone="critical" hideLabel icon={<Trash2 />} onPress={() => onDelete(node)}>
                    {t('protocols.tree.remove', { name: node.name })}
                  </Button>
                </>
              ) : null}
            </span>
          ) : null}
        </div>
        {below.length > 0 ? <ul className={styles.branch}>{below.map(renderNode)}</ul> : null}
      </li>
    );
  };

  return (
    <>
      {canEdit ? (
        <Text size="small" tone="secondary">
          {t('protocols.tree.moveHelp')}
        </Text>
      ) : null}
      <ul className={styles.tree} aria-label={t('protocols.tree.label', { owner: ownerName })}>
        {(children.get(null) ?? []).map(renderNode)}
      </ul>
      <div className={styles.liveRegion} role="status" aria-live="polite">
        {announcement}
      </div>
    </>
  );
}

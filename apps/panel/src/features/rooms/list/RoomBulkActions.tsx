import {
  presetsQuery,
  roomManagersQuery,
  useBulkRoomAction,
  useSessionUser,
  type RoomBulkAnswer,
  type RoomBulkRequest,
  type RoomListQuery,
} from '@sereno/api-client';
import { Button, Select, SelectionBar, Stack } from '@sereno/ui';
import { can } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefusalMessage } from '../../../shared/forms/useRefusalMessage.ts';
import { BulkConfirm, BulkResult } from '../../../shared/lists/BulkResult.tsx';

/** The actions of the rooms list's bulk bar (docs/presets.md, "Bulk actions"). */
type BulkChoice = 'assignPreset' | 'nightAgentOn' | 'nightAgentOff' | 'setManager' | 'requestFirmwareUpdate';

/** The rooms chosen: some of the page by id, or every room that matches the list's filters. */
export type RoomSelection = { kind: 'ids'; ids: ReadonlySet<string> } | { kind: 'allMatching'; total: number };

export interface RoomBulkActionsProps {
  selection: RoomSelection;
  /** How many rooms the page shows and how many match: offers "all that match" once the page is all chosen. */
  pageCount: number;
  total: number;
  /** The list's filters as GET /api/rooms takes them. */
  query: RoomListQuery;
  onSelectAllMatching: () => void;
  onClear: () => void;
}

/** Whether the person has any bulk action at all. */
export function canBulk(role: string | undefined): boolean {
  return role !== undefined && can(role as Parameters<typeof can>[0], 'rooms.bulk');
}

/**
 * The bar shown while rooms are chosen: how many, "all that match", and the actions; each asks for a
 * confirmation that says how many rooms it will touch, then shows what changed and the rooms refused
 * with the reason.
 */
export function RoomBulkActions({ selection, pageCount, total, query, onSelectAllMatching, onClear }: RoomBulkActionsProps) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const apiErrorMessage = useRefusalMessage();
  const bulk = useBulkRoomAction();
  const [choice, setChoice] = useState<BulkChoice | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [result, setResult] = useState<RoomBulkAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const role = user?.role;
  const customerId = user?.customerId;
  const mayAssignPreset = role !== undefined && customerId !== undefined && can(role, 'presets.read');
  const mayChooseManager = role !== undefined && customerId !== undefined && can(role, 'rooms.chooseManager');
  const mayUpdate = role !== undefined && can(role, 'devices.requestUpdate');
  const presets = useQuery({ ...presetsQuery(customerId ?? ''), enabled: mayAssignPreset && choice === 'assignPreset' });
  const managers = useQuery({ ...roomManagersQuery(user?._id ?? ''), enabled: mayChooseManager && choice === 'setManager' });

  const count = selection.kind === 'ids' ? selection.ids.size : selection.total;
  const open = (next: BulkChoice) => {
    setChoice(next);
    setTarget(null);
    setFailure(null);
  };
  const needsTarget = choice === 'assignPreset' || choice === 'setManager';

  const bodyOf = (chosen: BulkChoice): RoomBulkRequest => {
    const { status, nightAgent, search } = query;
    const rooms =
      selection.kind === 'ids'
        ? { roomIds: [...selection.ids] }
        : { filters: { ...(status ? { status } : {}), ...(nightAgent ? { nightAgent } : {}), ...(search ? { search } : {}) } };
    switch (chosen) {
      case 'assignPreset':
        return { action: 'assignPreset', presetId: target ?? '', ...rooms };
      case 'setManager':
        return { action: 'setManager', managerId: target, ...rooms };
      case 'nightAgentOn':
      case 'nightAgentOff':
        return { action: 'nightAgent', nightAgent: chosen === 'nightAgentOn', ...rooms };
      case 'requestFirmwareUpdate':
        return { action: 'requestFirmwareUpdate', ...rooms };
    }
  };

  const confirm = async () => {
    if (!choice) return;
    try {
      setResult(await bulk.mutateAsync(bodyOf(choice)));
      onClear();
    } catch (error) {
      setFailure(apiErrorMessage(error));
      throw error;
    }
  };

  const summary = selection.kind === 'allMatching' ? t('rooms.list.bulk.allMatching', { count }) : t('rooms.list.bulk.selected', { count });
  // Nothing inline while nothing is chosen and no answer shows: an empty element would add a gap to the page.
  return (
    <>
      {result || count > 0 ? (
        <Stack gap="small">
          {result ? (
            <BulkResult
              title={t('rooms.list.bulk.result', { count: result.changed, matched: result.matched })}
              refused={result.refused.map((refusal) => ({ id: refusal.roomId, name: refusal.name ?? refusal.roomId, message: refusal.message }))}
              refusedLabel={t('rooms.list.bulk.refusedList')}
              refusedSummary={t('rooms.list.bulk.refused', { count: result.refused.length })}
              allChangedText={t('rooms.list.bulk.allChanged')}
              onClose={() => setResult(null)}
            />
          ) : null}
          {count > 0 ? (
            <SelectionBar
              label={t('rooms.list.bulk.label')}
              summary={summary}
              extend={
                selection.kind === 'ids' && selection.ids.size === pageCount && total > pageCount
                  ? { label: t('rooms.list.bulk.selectAllMatching', { count: total }), onPress: onSelectAllMatching }
                  : undefined
              }
              onClear={onClear}
              clearLabel={t('rooms.list.bulk.clear')}
            >
              {mayAssignPreset ? (
                <Button size="small" onPress={() => open('assignPreset')}>
                  {t('rooms.list.bulk.actions.assignPreset')}
                </Button>
              ) : null}
              <Button size="small" variant="secondary" onPress={() => open('nightAgentOn')}>
                {t('rooms.list.bulk.actions.nightAgentOn')}
              </Button>
              <Button size="small" variant="secondary" onPress={() => open('nightAgentOff')}>
                {t('rooms.list.bulk.actions.nightAgentOff')}
              </Button>
              {mayChooseManager ? (
                <Button size="small" variant="secondary" onPress={() => open('setManager')}>
                  {t('rooms.list.bulk.actions.setManager')}
                </Button>
              ) : null}
              {mayUpdate ? (
                <Button size="small" variant="secondary" onPress={() => open('requestFirmwareUpdate')}>
                  {t('rooms.list.bulk.actions.requestFirmwareUpdate')}
                </Button>
              ) : null}
            </SelectionBar>
          ) : null}
        </Stack>
      ) : null}
      <BulkConfirm
        open={choice !== null}
        onClose={() => setChoice(null)}
        title={choice ? t(`rooms.list.bulk.confirm.${choice}`, { count }) : ''}
        confirmLabel={t('rooms.list.bulk.apply', { count })}
        text={t('rooms.list.bulk.confirmText', { count })}
        failure={failure}
        onConfirm={() => (needsTarget && target === null ? Promise.reject(new Error('no target')) : confirm())}
      >
        {choice === 'assignPreset' ? (
          <Select
            label={t('rooms.list.bulk.preset')}
            placeholder={t('rooms.list.bulk.choose')}
            options={(presets.data ?? []).map((preset) => ({ key: preset._id, label: preset.standard ? t('rooms.list.bulk.standard') : preset.name }))}
            value={target}
            onChange={setTarget}
          />
        ) : null}
        {choice === 'setManager' ? (
          <Select
            label={t('rooms.list.bulk.manager')}
            placeholder={t('rooms.list.bulk.choose')}
            options={(managers.data ?? []).map((manager) => ({ key: manager._id, label: `${manager.name} (${manager.username})` }))}
            value={target}
            onChange={setTarget}
          />
        ) : null}
      </BulkConfirm>
    </>
  );
}

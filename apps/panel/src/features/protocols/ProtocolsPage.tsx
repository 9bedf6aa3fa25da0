import { nodeGraphQuery, searchUsernames, useActivateNodeGraph, useSessionUser } from '@sereno/api-client';
import { Button, EmptyState, PageHeader, SEARCH_SELECT_PAGE_SIZE, SearchSelect, Skeleton, Stack, Tabs, Text, useToast } from '@sereno/ui';
import { can } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { AssetsTab } from './assets/AssetsTab.tsx';
import * as styles from './shared/protocols.css.ts';
import { SopTab } from './summary/SopTab.tsx';
import { SummaryTab } from './summary/SummaryTab.tsx';
import { useRefusalMessage } from '../../shared/forms/useRefusalMessage.ts';

const tabs = ['assets', 'summary', 'sop'] as const;
type Tab = (typeof tabs)[number];

/**
 * The nodes / protocol builder (spec §2): an owner's structure of headquarters, buildings and rooms,
 * in three tabs — the assets manager, the protocols summary and the standard operating procedures.
 * A customer builds its own; staff who may change any owner's structure choose the owner first
 * (`?owner=`). The tab is kept in the URL (`?tab=summary`).
 */
export function ProtocolsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const picksOwner = user ? can(user.role, 'protocols.writeAll') : false;
  const ownerId = picksOwner ? (params.get('owner') ?? '') : (user?._id ?? '');
  const tabParam = params.get('tab');
  const tab: Tab = tabs.includes(tabParam as Tab) ? (tabParam as Tab) : 'assets';

  const setParam = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('protocols.title')} description={t('protocols.intro')} />
      {picksOwner ? <OwnerSelect ownerId={ownerId} onChange={(owner) => setParam('owner', owner)} /> : null}
      {ownerId ? (
        <OwnerProtocols ownerId={ownerId} tab={tab} onTab={(next) => setParam('tab', next === 'assets' ? null : next)} />
      ) : (
        <Text tone="secondary">{t('protocols.owner.pick')}</Text>
      )}
    </div>
  );
}

function OwnerSelect({ ownerId, onChange }: { ownerId: string; onChange: (ownerId: string | null) => void }) {
  const { t } = useTranslation();
  const usernames = useRef(new Map<string, string>());
  const [chosenName, setChosenName] = useState<string | undefined>();
  const graph = useQuery({ ...nodeGraphQuery(ownerId), enabled: ownerId !== '' });
  const rootName = graph.data?.nodes.find((node) => node.kind === 'root')?.name;
  return (
    <SearchSelect
      label={t('protocols.owner.label')}
      placeholder={t('protocols.owner.placeholder')}
      value={ownerId || null}
      valueLabel={chosenName ?? rootName}
      loadOptions={async ({ search, limit, signal }) => {
        const options: { key: string; label: string }[] = [];
        let hasMore = true;
        for (let offset = 0; offset < limit && hasMore; offset += SEARCH_SELECT_PAGE_SIZE) {
          const page = await searchUsernames(search, offset, signal);
          for (const user of page.usernames) usernames.current.set(user._id, user.username);
          options.push(...page.usernames.map((user) => ({ key: user._id, label: user.username })));
          hasMore = page.hasMore;
        }
        return { options, hasMore };
      }}
      onChange={(owner) => {
        setChosenName(owner ? usernames.current.get(owner) : undefined);
        onChange(owner);
      }}
    />
  );
}

function OwnerProtocols({ ownerId, tab, onTab }: { ownerId: string; tab: Tab; onTab: (tab: Tab) => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const user = useSessionUser();
  const errorMessage = useRefusalMessage();
  const graph = useQuery(nodeGraphQuery(ownerId));
  const activate = useActivateNodeGraph();
  const canEdit = user ? can(user.role, 'protocols.write') : false;
  const canDeleteRecursively = user ? can(user.role, 'protocols.deleteRecursively') : false;

  if (graph.isError)
    return (
      <LoadError error={graph.error} onRetry={() => void graph.refetch()}>
        {t('protocols.loadError')}
      </LoadError>
    );
  if (!graph.data) return <Skeleton shape="rect" height="20rem" width="100%" />;
  const nodes = graph.data.nodes;
  const ownerName = nodes.find((node) => node.kind === 'root')?.name ?? '';

  if (!graph.data.active) {
    return (
      <EmptyState
        title={t('protocols.inactive.title')}
        description={t('protocols.inactive.text', { owner: ownerName || t('protocols.owner.label').toLowerCase() })}
        headingLevel={2}
        action={
          canEdit ? (
            <Button
              isPending={activate.isPending}
              onPress={() =>
                activate.mutate(ownerId, {
                  onSuccess: () => toast({ tone: 'success', message: t('protocols.inactive.done') }),
                  onError: (error) => toast({ tone: 'error', title: t('protocols.inactive.failed'), message: errorMessage(error) }),
                })
              }
            >
              {t('protocols.inactive.action')}
            </Button>
          ) : undefined
        }
      />
    );
  }

  return (
    <Stack gap="large">
      <Tabs value={tab} onValueChange={(next) => onTab(next as Tab)}>
        <Tabs.List label={t('protocols.tabs.label')}>
          {tabs.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`protocols.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="assets">
          <AssetsTab ownerId={ownerId} ownerName={ownerName} nodes={nodes} canEdit={canEdit} canDeleteRecursively={canDeleteRecursively} />
        </Tabs.Panel>
        <Tabs.Panel value="summary">
          <SummaryTab ownerId={ownerId} nodes={nodes} />
        </Tabs.Panel>
        <Tabs.Panel value="sop">
          <SopTab ownerId={ownerId} nodes={nodes} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

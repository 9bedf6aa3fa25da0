import { devOutboxQuery, type OutboxPage as OutboxAnswer } from '@sereno/api-client';
import { EmptyState, Notification, PageHeader, Skeleton, Stack, Switch, Tabs, Text, useTableQueryState } from '@sereno/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../shared/feedback/LoadError.tsx';
import { listFooter } from '../../shared/lists/listFooter.tsx';
import { EmailItem } from './EmailItem.tsx';
import { NotificationItem } from './NotificationItem.tsx';
import { onlyFailuresOf, outboxTableQueryOptions, outboxViewOf, outboxViews, toOutboxQuery, type OutboxView } from './outboxListState.ts';
import * as styles from './OutboxPage.css.ts';

/**
 * The outbox (docs/outbox.md), for the staff who watch the alarms: every call, SMS and email an alarm
 * or a disconnection caused, and every email of the accounts, newest first, as each person receives
 * it, with its delivery state. In the demo (no provider) it is where the alarms visibly reach people;
 * in production it is the delivery log with its failures, which a switch keeps to. It asks again every
 * few seconds.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  const table = useTableQueryState(useSearchParams(), outboxTableQueryOptions);
  const view = outboxViewOf(table.filters);
  const onlyFailures = onlyFailuresOf(table.filters);
  const outbox = useQuery({ ...devOutboxQuery(toOutboxQuery(table)), placeholderData: keepPreviousData });
  const data = outbox.data;
  const total = data ? (view === 'notifications' ? data.totalNotifications : data.totalEmails) : undefined;

  return (
    <div className={styles.page}>
      <Stack gap="large">
        <PageHeader
          title={data && !data.demo ? t('outbox.logTitle') : t('outbox.title')}
          description={total === undefined ? t('outbox.intro') : t(`outbox.count.${onlyFailures ? 'failures' : view}`, { count: total })}
        />
        {data ? <ProvidersNotice outbox={data} /> : null}
        <Switch
          label={t('outbox.onlyFailures')}
          description={t('outbox.onlyFailuresHelp')}
          isSelected={onlyFailures}
          onChange={(on) => table.setFilter('failures', on ? 'true' : null)}
        />
        <Tabs value={view} onValueChange={(next) => table.setFilter('view', next === 'notifications' ? null : next)}>
          <Tabs.List label={t('outbox.views.label')}>
            {outboxViews.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`outbox.views.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {outboxViews.map((name) => (
            <Tabs.Panel key={name} value={name}>
              {outbox.isError ? (
                <LoadError error={outbox.error} onRetry={() => void outbox.refetch()}>
                  {t('outbox.loadError')}
                </LoadError>
              ) : data ? (
                <Stack gap="medium">
                  <Messages view={name} outbox={data} onlyFailures={onlyFailures} />
                  {listFooter(table, total)}
                </Stack>
              ) : (
                <Skeleton lines={8} />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </div>
  );
}

function Messages({ view, outbox, onlyFailures }: { view: OutboxView; outbox: OutboxAnswer; onlyFailures: boolean }) {
  const { t } = useTranslation();
  const items = view === 'notifications' ? outbox.notifications : outbox.emails;
  if (items.length === 0) {
    const empty = onlyFailures ? 'failures' : view;
    return <EmptyState headingLevel={2} title={t(`outbox.empty.${empty}Title`)} description={t(`outbox.empty.${empty}Text`)} />;
  }
  return (
    <ol className={styles.list} aria-label={t(`outbox.listLabel.${view}`)}>
      {view === 'notifications'
        ? outbox.notifications.map((notification) => <NotificationItem key={notification._id} notification={notification} />)
        : outbox.emails.map((email) => <EmailItem key={email._id} email={email} smtpConfigured={outbox.providers.email} />)}
    </ol>
  );
}

/** Says which channels cannot leave this server, so that "not sent" reads as intended, not broken. */
function ProvidersNotice({ outbox }: { outbox: OutboxAnswer }) {
  const { t } = useTranslation();
  const missing = (['call', 'sms', 'email', 'push'] as const).filter((channel) => !outbox.providers[channel]);
  if (!outbox.demo && missing.length === 0) return null;
  return (
    <Notification tone="info" autoHideMs={null}>
      <Stack gap="xsmall">
        {outbox.demo ? <Text>{t('outbox.demoIntro')}</Text> : null}
        {missing.length > 0 ? (
          <Text>{t('outbox.providersMissing', { channels: missing.map((channel) => t(`outbox.channel.${channel}`)).join(', ') })}</Text>
        ) : null}
      </Stack>
    </Notification>
  );
}

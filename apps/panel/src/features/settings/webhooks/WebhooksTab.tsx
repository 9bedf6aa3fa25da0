import {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  usePingWebhookEndpoint,
  useReplayWebhookDelivery,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
  webhookDeliveriesQuery,
  webhookEndpointsQuery,
  type CurrentUser,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@sereno/api-client';
import { Button, Card, Checkbox, ConfirmDialog, Heading, Inline, Notification, Skeleton, Stack, StatusLabel, Text, TextField, useToast } from '@sereno/ui';
import { can, webhookEventTypes, type WebhookEventType } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import { useApiErrorMessage } from '../../../shared/forms/useApiErrorMessage.ts';
import { formatDateTime } from '../../../shared/format/dateTime.ts';
import { ShownOnce } from '../../../shared/feedback/ShownOnce.tsx';
import * as styles from './WebhooksTab.css.ts';

/**
 * Signed webhooks (docs/webhooks.md): a customer's endpoints for its own systems — add one and pick
 * its events (the signing secret is shown this once), send a test ping, see the delivery log and
 * replay a delivery, rotate the secret, disable or delete it. Staff see every customer's endpoints.
 */
export function WebhooksTab({ user }: { user: Pick<CurrentUser, 'role' | 'customerId'> }) {
  const { t } = useTranslation();
  const endpoints = useQuery(webhookEndpointsQuery());
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const writes = can(user.role, 'webhooks.write');

  return (
    <section aria-labelledby="webhooks-title">
      <Stack gap="large">
        <Heading level={2} id="webhooks-title">
          {t('settings.webhooks.title')}
        </Heading>
        <Text tone="secondary">{t('settings.webhooks.intro')}</Text>
        {secret ? (
          <ShownOnce
            title={t('settings.webhooks.secretTitle', { url: secret.url })}
            explanation={t('settings.webhooks.secretOnce')}
            label={t('settings.webhooks.secretLabel')}
            values={[{ value: secret.secret }]}
            doneLabel={t('settings.webhooks.done')}
            onDone={() => setSecret(null)}
          />
        ) : null}
        {writes && user.customerId ? <NewEndpoint onCreated={setSecret} /> : null}
        {endpoints.isError ? (
          <LoadError error={endpoints.error} onRetry={() => void endpoints.refetch()} />
        ) : !endpoints.data ? (
          <Skeleton lines={4} />
        ) : endpoints.data.length === 0 ? (
          <Text tone="secondary">{t('settings.webhooks.none')}</Text>
        ) : (
          <ul className={styles.list} aria-label={t('settings.webhooks.listLabel')}>
            {endpoints.data.map((endpoint) => (
              <EndpointRow key={endpoint._id} endpoint={endpoint} writes={writes} onSecret={setSecret} />
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}

function NewEndpoint({ onCreated }: { onCreated: (shown: { url: string; secret: string }) => void }) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const create = useCreateWebhookEndpoint();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [tried, setTried] = useState(false);
  const urlMissing = !url.trim();
  const eventsMissing = events.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (urlMissing || eventsMissing) return;
    create.mutate(
      { url: url.trim(), description: description.trim(), events },
      {
        onSuccess: (created) => {
          setUrl('');
          setDescription('');
          setEvents([]);
          setTried(false);
          onCreated({ url: created.url, secret: created.secret });
        },
      },
    );
  };

  return (
    <Card>
      <Card.Body>
        <form onSubmit={submit} noValidate aria-label={t('settings.webhooks.add')}>
          <Stack gap="medium">
            <Heading level={3}>{t('settings.webhooks.add')}</Heading>
            <TextField
              type="url"
              label={t('settings.webhooks.url')}
              description={t('settings.webhooks.urlHelp')}
              value={url}
              onChange={setUrl}
              isRequired
              errorMessage={tried && urlMissing ? t('settings.webhooks.required') : undefined}
            />
            <TextField label={t('settings.webhooks.description')} value={description} onChange={setDescription} />
            <fieldset className={styles.events}>
              <legend className={styles.legend}>{t('settings.webhooks.events')}</legend>
              {webhookEventTypes.map((type) => (
                <Checkbox
                  key={type}
                  label={t(`settings.webhooks.eventNames.${type}`)}
                  description={type}
                  isSelected={events.includes(type)}
                  onChange={(selected) => setEvents((current) => (selected ? [...current, type] : current.filter((item) => item !== type)))}
                />
              ))}
            </fieldset>
            {tried && eventsMissing ? (
              <Text tone="critical" size="small">
                {t('settings.webhooks.eventsRequired')}
              </Text>
            ) : null}
            {create.isError ? (
              <Notification tone="error" autoHideMs={null}>
                {apiErrorMessage(create.error)}
              </Notification>
            ) : null}
            <div>
              <Button type="submit" isPending={create.isPending}>
                {t('settings.webhooks.create')}
              </Button>
            </div>
          </Stack>
        </form>
      </Card.Body>
    </Card>
  );
}

function EndpointRow({
  endpoint,
  writes,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  writes: boolean;
  onSecret: (shown: { url: string; secret: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const { toast } = useToast();
  const ping = usePingWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const [showLog, setShowLog] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const failed = (failure: unknown) => toast({ tone: 'error', message: apiErrorMessage(failure), autoHideMs: null });
  const status = endpoint.enabled ? 'enabled' : endpoint.disabledReason === 'failures' ? 'disabledFailures' : 'disabled';

  const sendPing = () =>
    ping.mutate(endpoint._id, {
      onSuccess: (delivery) => {
        setShowLog(true);
        toast(
          delivery.status === 'sent'
            ? { tone: 'success', message: t('settings.webhooks.pingSent', { status: delivery.responseStatus ?? '' }) }
            : { tone: 'error', message: t('settings.webhooks.pingFailed', { error: delivery.error ?? '' }), autoHideMs: null },
        );
      },
      onError: failed,
    });

  return (
    <li className={styles.row}>
      <Card>
        <Card.Body>
          <Stack gap="small">
            <Inline gap="small" align="center">
              <Heading level={3}>{endpoint.description || t('settings.webhooks.endpoint')}</Heading>
              <StatusLabel tone={endpoint.enabled ? 'positive' : 'critical'}>{t(`settings.webhooks.status.${status}`)}</StatusLabel>
            </Inline>
            <Text>
              <span className={styles.url}>{endpoint.url}</span>
            </Text>
            <Text size="small" tone="secondary">
              {endpoint.events.map((type) => t(`settings.webhooks.eventNames.${type}`)).join(' · ')}
            </Text>
            {endpoint.failingSince ? (
              <Text size="small" tone="critical">
                {t('settings.webhooks.failingSince', { when: formatDateTime(endpoint.failingSince, i18n.language, { style: 'medium' }) })}
              </Text>
            ) : null}
            <Inline gap="small">
              {writes ? (
                <Button size="small" onPress={sendPing} isPending={ping.isPending}>
                  {t('settings.webhooks.ping')}
                </Button>
              ) : null}
              <Button size="small" variant="secondary" onPress={() => setShowLog((shown) => !shown)}>
                {showLog ? t('settings.webhooks.hideLog') : t('settings.webhooks.showLog')}
              </Button>
              {writes ? (
                <>
                  <Button
                    size="small"
                    variant="secondary"
                    isPending={rotate.isPending}
                    onPress={() => rotate.mutate(endpoint._id, { onSuccess: ({ secret }) => onSecret({ url: endpoint.url, secret }), onError: failed })}
                  >
                    {t('settings.webhooks.rotate')}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    isPending={update.isPending}
                    onPress={() => update.mutate({ id: endpoint._id, enabled: !endpoint.enabled }, { onError: failed })}
                  >
                    {endpoint.enabled ? t('settings.webhooks.disable') : t('settings.webhooks.enable')}
                  </Button>
                  <Button size="small" variant="ghost" tone="critical" onPress={() => setDeleting(true)}>
                    {t('settings.webhooks.delete')}
                  </Button>
                </>
              ) : null}
            </Inline>
            {showLog ? <DeliveryLog endpointId={endpoint._id} writes={writes} /> : null}
          </Stack>
        </Card.Body>
      </Card>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        intent="delete"
        title={t('settings.webhooks.deleteTitle', { url: endpoint.url })}
        onConfirm={async () => {
          await remove.mutateAsync(endpoint._id);
          toast({ tone: 'success', message: t('settings.webhooks.deleted') });
        }}
      >
        {t('settings.webhooks.deleteText')}
      </ConfirmDialog>
    </li>
  );
}

/** The endpoint's newest deliveries: what was sent, what came back, and a replay. */
function DeliveryLog({ endpointId, writes }: { endpointId: string; writes: boolean }) {
  const { t, i18n } = useTranslation();
  const deliveries = useQuery(webhookDeliveriesQuery(endpointId));
  if (deliveries.isError) return <LoadError error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  if (!deliveries.data) return <Skeleton lines={3} />;
  if (deliveries.data.length === 0) return <Text tone="secondary">{t('settings.webhooks.noDeliveries')}</Text>;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, { style: 'medium' }) : '—');
  return (
    <div className={styles.tableBox}>
      <table className={styles.deliveries} aria-label={t('settings.webhooks.logLabel')}>
        <thead>
          <tr>
            {(['when', 'event', 'result', 'answer', 'duration', 'actions'] as const).map((column) => (
              <th key={column} scope="col" className={styles.cell}>
                {t(`settings.webhooks.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {deliveries.data.map((delivery) => (
            <DeliveryRow key={delivery._id} delivery={delivery} writes={writes} when={when} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DeliveryRow({ delivery, writes, when }: { delivery: WebhookDelivery; writes: boolean; when: (iso: string | null) => string }) {
  const { t } = useTranslation();
  const apiErrorMessage = useApiErrorMessage();
  const { toast } = useToast();
  const replay = useReplayWebhookDelivery();
  const answer = [delivery.responseStatus === null ? null : `HTTP ${delivery.responseStatus}`, delivery.error ?? delivery.responseExcerpt]
    .filter(Boolean)
    .join(' · ');
  return (
    <tr>
      <td className={styles.cell}>{when(delivery.lastAttemptAt ?? delivery.createdAt)}</td>
      <td className={styles.cell}>
        {delivery.eventType === 'ping' ? t('settings.webhooks.eventNames.ping') : t(`settings.webhooks.eventNames.${delivery.eventType}`)}
      </td>
      <td className={styles.cell}>
        {t(`settings.webhooks.deliveryStatus.${delivery.status}`)}
        {delivery.attempts > 1 ? ` (${t('settings.webhooks.attempts', { count: delivery.attempts })})` : ''}
        {delivery.status === 'pending' && delivery.nextAttemptAt ? ` · ${t('settings.webhooks.nextAttempt', { when: when(delivery.nextAttemptAt) })}` : ''}
      </td>
      <td className={styles.cell}>{answer || '—'}</td>
      <td className={styles.cell}>{delivery.durationMs === null ? '—' : t('settings.webhooks.milliseconds', { count: delivery.durationMs })}</td>
      <td className={styles.cell}>
        {writes && delivery.eventType !== 'ping' ? (
          <Button
            size="small"
            variant="ghost"
            isPending={replay.isPending}
            onPress={() =>
              replay.mutate(
                { endpointId: delivery.endpointId, deliveryId: delivery._id },
                {
                  onSuccess: () => toast({ tone: 'success', message: t('settings.webhooks.replayed') }),
                  onError: (failure) => toast({ tone: 'error', message: apiErrorMessage(failure), autoHideMs: null }),
                },
              )
            }
          >
            {t('settings.webhooks.replay')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

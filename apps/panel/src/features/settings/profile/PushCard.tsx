import { pushSubscriptionsQuery, useCreatePushSubscription, useDeletePushSubscription } from '@sereno/api-client';
import { Card, InfoMessage, Skeleton, Stack, Switch, Text } from '@sereno/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import { useApiErrorMessage } from '../../../shared/forms/useApiErrorMessage.ts';

/** What this browser can do about push (docs/pwa.md): nothing, nothing until the person allows it, or subscribe. */
type DeviceState =
  { kind: 'unsupported' } | { kind: 'denied' } | { kind: 'ready'; registration: ServiceWorkerRegistration; subscription: PushSubscription | null };

const deviceKey = ['pwa', 'push-device'] as const;

async function readDevice(): Promise<DeviceState> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return { kind: 'unsupported' };
  // No worker: the development server, or a browser that refused it. Push needs one.
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (!registration) return { kind: 'unsupported' };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  return { kind: 'ready', registration, subscription: await registration.pushManager.getSubscription() };
}

/** The VAPID key as PushManager.subscribe takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * "Notificaciones en este dispositivo" (docs/pwa.md; its texts are the pwa namespace's, loaded with the profile): subscribes this browser to Web Push with the
 * server's VAPID key and hands the subscription to the server, or takes it back. The alarms then reach
 * it as the person's alarm emails do (docs/alarms.md, "Push").
 */
export function PushCard() {
  const { t } = useTranslation('pwa');
  const apiErrorMessage = useApiErrorMessage();
  const queryClient = useQueryClient();
  const server = useQuery(pushSubscriptionsQuery());
  const device = useQuery({ queryKey: deviceKey, queryFn: readDevice, staleTime: Infinity });
  const create = useCreatePushSubscription();
  const remove = useDeletePushSubscription();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const publicKey = server.data?.publicKey ?? null;
  const state = device.data;
  const endpoint = state?.kind === 'ready' ? (state.subscription?.endpoint ?? null) : null;
  const isOn = endpoint !== null && (server.data?.subscriptions ?? []).some((known) => known.endpoint === endpoint);

  async function turnOn(ready: Extract<DeviceState, { kind: 'ready' }>, key: string) {
    if ((await Notification.requestPermission()) !== 'granted') return;
    const subscription = ready.subscription ?? (await ready.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
    const { endpoint: url, keys } = subscription.toJSON();
    await create.mutateAsync({ endpoint: url ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } });
  }

  async function turnOff(ready: Extract<DeviceState, { kind: 'ready' }>) {
    if (ready.subscription) {
      await remove.mutateAsync(ready.subscription.endpoint);
      await ready.subscription.unsubscribe();
    }
  }

  async function toggle(on: boolean) {
    if (state?.kind !== 'ready' || !publicKey) return;
    setBusy(true);
    setFailure(null);
    try {
      await (on ? turnOn(state, publicKey) : turnOff(state));
    } catch (error) {
      setFailure(t('pwa.push.failed', { reason: error instanceof DOMException ? error.message : apiErrorMessage(error) }));
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: deviceKey });
    }
  }

  const body = () => {
    if (server.isError) return <LoadError error={server.error} onRetry={() => void server.refetch()} />;
    if (!server.data || !state) return <Skeleton lines={2} />;
    if (state.kind === 'unsupported') return <InfoMessage>{t('pwa.push.unsupported')}</InfoMessage>;
    if (!publicKey) return <InfoMessage>{t('pwa.push.unavailable')}</InfoMessage>;
    return (
      <Stack gap="small">
        <Switch
          label={t('pwa.push.toggle')}
          description={isOn ? t('pwa.push.on') : t('pwa.push.off')}
          isSelected={isOn}
          isDisabled={busy || state.kind === 'denied'}
          onChange={(on) => void toggle(on)}
          {...(failure ? { errorMessage: failure } : {})}
        />
        {state.kind === 'denied' ? <InfoMessage>{t('pwa.push.denied')}</InfoMessage> : null}
      </Stack>
    );
  };

  return (
    <Card title={t('pwa.push.title')}>
      <Card.Body>
        <Stack gap="medium">
          <Text tone="secondary">{t('pwa.push.description')}</Text>
          {body()}
          {server.data && server.data.subscriptions.length > 0 ? (
            <Text size="small" tone="secondary">
              {t('pwa.push.devices', { count: server.data.subscriptions.length })}
            </Text>
          ) : null}
        </Stack>
      </Card.Body>
    </Card>
  );
}

import { useSyncPmsNow, useUnlinkPmsAccount, type PmsProviderStatus } from '@sereno/api-client';
import { Badge, Button, Card, ConfirmDialog, Heading, Inline, Notification, Stack, Text, useToast } from '@sereno/ui';
import { providerNames } from '@sereno/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CredentialsForm } from './CredentialsForm.tsx';
import { useLinkErrorMessage, type LinkErrorMessage } from './useLinkErrorMessage.ts';
import { formatDateTime } from '../../../shared/format/dateTime.ts';

/**
 * One provider of the customer's PMS accounts: connected (since when, its last sync, sync now, new
 * credentials, disconnect) or not (the form of its credentials).
 */
export function ProviderAccount({ status, customerId }: { status: PmsProviderStatus; customerId: string }) {
  const { t, i18n } = useTranslation();
  const { toast } = useToast();
  const linkErrorMessage = useLinkErrorMessage();
  const unlink = useUnlinkPmsAccount();
  const sync = useSyncPmsNow();
  const [isReplacing, setReplacing] = useState(false);
  const [confirmingUnlink, setConfirmingUnlink] = useState(false);
  const [failure, setFailure] = useState<LinkErrorMessage | null>(null);
  const { provider } = status;
  const name = providerNames[provider];
  const texts = (key: string, values: Record<string, string> = {}) => t(`settings.integrations.${key}`, { provider: name, ...values });
  const when = (iso: string) => formatDateTime(iso, i18n.language, { style: 'medium' });

  const disconnect = async () => {
    setFailure(null);
    try {
      await unlink.mutateAsync({ provider, customerId });
      setReplacing(false);
      toast({ tone: 'success', message: texts('disconnectedNotice') });
    } catch (error) {
      setConfirmingUnlink(false);
      setFailure(linkErrorMessage(error));
    }
  };

  const syncNow = () => {
    setFailure(null);
    sync.mutate(
      { provider },
      {
        onSuccess: ({ runs, busy }) => {
          const run = runs[0];
          if (busy.length > 0) toast({ tone: 'info', message: texts('syncBusy') });
          else if (run?.errorMessage) setFailure({ detail: run.errorMessage });
          else toast({ tone: 'success', message: texts('synced', { imported: String(run?.imported ?? 0), updated: String(run?.updated ?? 0) }) });
        },
        onError: (error) => setFailure(linkErrorMessage(error)),
      },
    );
  };

  const lastRunFailure = status.lastRun?.errorMessage;

  return (
    <section aria-label={name}>
      <Card>
        <Card.Header>
          <Inline gap="small" align="center">
            <Heading level={3}>{name}</Heading>
            <Badge tone={status.linked ? 'positive' : 'neutral'}>{texts(status.linked ? 'connected' : 'notConnected')}</Badge>
          </Inline>
        </Card.Header>
        <Card.Body>
          <Stack gap="medium">
            {status.linked ? (
              <Stack gap="xsmall">
                {status.linkedAt ? (
                  <Text size="small" tone="secondary">
                    {texts('connectedSince', { when: when(status.linkedAt) })}
                  </Text>
                ) : null}
                <Text size="small" tone="secondary">
                  {status.lastSyncAt ? texts('lastSync', { when: when(status.lastSyncAt) }) : texts('neverSynced')}
                </Text>
                {lastRunFailure ? (
                  <Text size="small" tone="critical">
                    {texts('lastRunFailed', { message: lastRunFailure })}
                  </Text>
                ) : null}
              </Stack>
            ) : null}

            {failure ? (
              <Notification tone="error" title={failure.title} autoHideMs={null} onClose={() => setFailure(null)}>
                {failure.detail}
              </Notification>
            ) : null}

            {!status.linked || isReplacing ? (
              <CredentialsForm
                key={status.linkedAt ?? 'new'}
                provider={provider}
                isReplacing={isReplacing}
                onLinked={() => {
                  setReplacing(false);
                  toast({ tone: 'success', message: texts('connectedNotice') });
                }}
                onCancel={isReplacing ? () => setReplacing(false) : undefined}
              />
            ) : (
              <Inline gap="small">
                <Button variant="secondary" isPending={sync.isPending} onPress={syncNow}>
                  {texts('syncNow')}
                </Button>
                <Button variant="ghost" onPress={() => setReplacing(true)}>
                  {texts('replace')}
                </Button>
                <Button variant="ghost" tone="critical" onPress={() => setConfirmingUnlink(true)}>
                  {texts('disconnect')}
                </Button>
              </Inline>
            )}
          </Stack>
        </Card.Body>
      </Card>
      <ConfirmDialog
        open={confirmingUnlink}
        onOpenChange={setConfirmingUnlink}
        tone="critical"
        title={texts('disconnectTitle')}
        confirmLabel={texts('disconnect')}
        onConfirm={disconnect}
      >
        {texts('disconnectText')}
      </ConfirmDialog>
    </section>
  );
}

import { useSetCustomerSmsActivation, type CustomerRecord } from '@sereno/api-client';
import { Badge, Button, Inline, Stack, Text, useToast } from '@sereno/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerFormDialog } from '../shared/CustomerFormDialog.tsx';
import { useUserErrorMessage } from '../shared/userErrorMessage.ts';
import { Facts } from './Facts.tsx';

export interface CustomerProfileProps {
  customer: CustomerRecord;
  canEdit: boolean;
  /** Staff set Sereno's notes about the customer. */
  staffNotes: boolean;
  /** Staff record the provider's SMS activation (spec §6). */
  canActivateSms: boolean;
}

/** The customer record (spec §2 customer profile): company, billing, reports, and its SMS activation. */
export function CustomerProfile({ customer, canEdit, staffNotes, canActivateSms }: CustomerProfileProps) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const userErrorMessage = useUserErrorMessage();
  const sms = useSetCustomerSmsActivation();
  const [editing, setEditing] = useState(false);
  const text = (key: string) => t(`users.customer.${key}`);
  const setSms = (activated: boolean) =>
    sms.mutate(
      { id: customer._id, activated },
      {
        onSuccess: () =>
          toast({
            tone: 'success',
            message: t(activated ? 'users.customer.sms.activatedToast' : 'users.customer.sms.deactivatedToast', { company: customer.companyName }),
          }),
        onError: (failure) => toast({ tone: 'error', message: userErrorMessage(failure), autoHideMs: null }),
      },
    );

  return (
    <Stack gap="large">
      <Facts
        items={[
          [text('company'), customer.companyName],
          [text('contact'), customer.contact],
          [text('alias'), customer.alias],
          [text('email'), customer.email],
          [text('phone'), customer.phone],
          [text('vat'), customer.vat],
          [text('iban'), customer.iban],
          [text('address'), [customer.address, customer.zipcode, customer.city, customer.state, customer.country].filter(Boolean).join(', ')],
          [text('reportsEmail'), customer.reportsEmail?.replaceAll(',', ', ')],
          [text('reportsPhone'), customer.reportsPhone?.replaceAll(',', ', ')],
          [text('reportsPhoneSMS'), customer.reportsPhoneSMS?.replaceAll(',', ', ')],
          [text('language'), customer.language === 'en' ? 'English' : 'Español'],
          [text('disconnection'), customer.disconnectionNotificationEnabled ? text('yes') : text('no')],
          ...(staffNotes ? ([[text('origin'), customer.origin]] as const) : []),
        ]}
      />
      <Stack gap="small">
        <Inline gap="small" align="center">
          <Badge tone={customer.smsActivated ? 'positive' : 'caution'}>{customer.smsActivated ? text('sms.activated') : text('sms.pending')}</Badge>
          {canActivateSms ? (
            <Button variant="ghost" size="small" onPress={() => setSms(!customer.smsActivated)} isPending={sms.isPending}>
              {customer.smsActivated ? text('sms.deactivate') : text('sms.activate')}
            </Button>
          ) : null}
        </Inline>
        {customer.smsActivated ? null : (
          <Text size="small" tone="secondary">
            {text('sms.pendingText')}
          </Text>
        )}
      </Stack>
      {canEdit ? (
        <div>
          <Button variant="secondary" icon={<Pencil />} onPress={() => setEditing(true)}>
            {text('edit')}
          </Button>
        </div>
      ) : null}
      <CustomerFormDialog customer={customer} open={editing} onClose={() => setEditing(false)} staffNotes={staffNotes} />
    </Stack>
  );
}

import { customerOfUserQuery, serviceContractsQuery, userQuery, useSessionUser, useUpdateUser, type UserListItem } from '@sereno/api-client';
import { Breadcrumbs, Button, CollapsibleSection, PageHeader, Skeleton, Stack, StatusLabel, Text, useToast, type LinkComponentProps } from '@sereno/ui';
import { can, mayGrantRole } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../../shared/feedback/LoadError.tsx';
import { dateAndTime } from '../../../shared/format/dateTime.ts';
import { paths } from '../../../shared/paths.ts';
import { UserFormDialog, type UserFormResult } from '../shared/UserFormDialog.tsx';
import { useUserErrorMessage } from '../shared/userErrorMessage.ts';
import * as styles from '../shared/users.css.ts';
import { AccountSection } from './AccountSection.tsx';
import { CustomerProfile } from './CustomerProfile.tsx';
import { CustomerRooms } from './CustomerRooms.tsx';
import { EditNodes } from './EditNodes.tsx';
import { Facts } from './Facts.tsx';
import { ServiceContracts } from './ServiceContracts.tsx';
import { UserSessions } from './UserSessions.tsx';

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

/**
 * A user's details (spec §2): profile, user details, its customer's profile, annotations, assigned
 * listings and service contracts, and — for whoever may change the account — edit, deactivate or
 * activate, delete and (administrators) the reset-password dialog; "edit nodes" opens the owner's
 * protocol graph for staff who may change it.
 */
export function UserDetailPage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const caller = useSessionUser();
  const user = useQuery(userQuery(userId));
  const hasCustomer = user.data?.customerId !== undefined;
  const readsCustomers = caller ? can(caller.role, 'customers.read') : false;
  const customer = useQuery({ ...customerOfUserQuery(userId), enabled: hasCustomer && readsCustomers });
  const contracts = useQuery({ ...serviceContractsQuery(userId), enabled: hasCustomer && readsCustomers });

  if (user.isError) {
    return (
      <div className={styles.page}>
        <LoadError error={user.error} onRetry={() => void user.refetch()}>
          {t('users.detail.loadError')}
        </LoadError>
      </div>
    );
  }
  if (!user.data || !caller) {
    return (
      <div className={styles.page} aria-busy="true">
        <Stack gap="large">
          <Skeleton shape="text" width="16rem" />
          <Skeleton shape="rect" height="20rem" width="100%" />
        </Stack>
      </div>
    );
  }

  const shown = user.data;
  const mayChange = mayGrantRole(caller.role, shown.role);
  const staffNotes = can(caller.role, 'customers.readStaffNotes');
  const date = (iso: string) => dateAndTime(iso).date;
  const status = (
    <StatusLabel tone={shown.isDisabled ? 'neutral' : 'positive'}>{t(shown.isDisabled ? 'users.status.disabled' : 'users.status.enabled')}</StatusLabel>
  );
  const pending = (query: { isError: boolean; error: unknown; refetch: () => unknown }) =>
    query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : <Skeleton shape="rect" height="6rem" width="100%" />;

  return (
    <div className={styles.page}>
      <Stack gap="large">
        <PageHeader
          breadcrumbs={
            <Breadcrumbs linkComponent={RouterLink}>
              <Breadcrumbs.Item href={paths.users}>{t('users.detail.back')}</Breadcrumbs.Item>
              <Breadcrumbs.Item>{shown.username}</Breadcrumbs.Item>
            </Breadcrumbs>
          }
          title={shown.name}
          description={shown.username}
          actions={mayChange ? <EditUserButton user={shown} /> : undefined}
        />
        <CollapsibleSection title={t('users.detail.profile.title')}>
          <Facts
            items={[
              [t('users.detail.profile.name'), shown.name],
              [t('users.detail.profile.username'), shown.username],
              [t('users.detail.profile.role'), t(`roles.${shown.role}`)],
              [t('users.detail.profile.status'), status],
            ]}
          />
        </CollapsibleSection>
        <CollapsibleSection title={t('users.detail.details.title')}>
          <Facts
            items={[
              [t('users.detail.details.email'), shown.email],
              [t('users.detail.details.alias'), shown.alias],
              [t('users.detail.details.createdAt'), date(shown.createdAt)],
              [t('users.detail.details.customer'), customer.data?.customer.companyName],
            ]}
          />
        </CollapsibleSection>
        {hasCustomer && readsCustomers ? (
          <>
            <CollapsibleSection title={t('users.customer.title')}>
              {customer.data ? (
                <CustomerProfile
                  customer={customer.data.customer}
                  canEdit={can(caller.role, 'customers.edit')}
                  staffNotes={can(caller.role, 'customers.editStaffNotes')}
                  canActivateSms={can(caller.role, 'customers.activateSms')}
                />
              ) : (
                pending(customer)
              )}
            </CollapsibleSection>
          </>
        ) : (
          <Text tone="secondary">{t('users.detail.noCustomer')}</Text>
        )}
        <CollapsibleSection title={t('users.detail.annotations.title')}>
          <Stack gap="medium">
            <Annotation label={t('users.detail.annotations.user')} text={shown.annotations} />
            {staffNotes && hasCustomer ? <Annotation label={t('users.detail.annotations.customer')} text={customer.data?.customer.annotations} /> : null}
            <Text size="small" tone="secondary">
              {t('users.detail.annotations.firstOnly')}
            </Text>
          </Stack>
        </CollapsibleSection>
        {hasCustomer && readsCustomers ? (
          <>
            <CollapsibleSection title={t('users.detail.listings.title')}>
              {customer.data ? <CustomerRooms rooms={customer.data.rooms} /> : pending(customer)}
            </CollapsibleSection>
            <CollapsibleSection title={t('users.detail.contracts.title')}>
              {contracts.data && customer.data ? (
                <ServiceContracts contracts={contracts.data} customerId={customer.data.customer._id} canEdit={can(caller.role, 'customers.editContracts')} />
              ) : (
                pending(contracts.isError ? contracts : customer)
              )}
            </CollapsibleSection>
          </>
        ) : null}
        {shown.role === 'customer' && can(caller.role, 'protocols.writeAll') ? (
          <CollapsibleSection title={t('users.detail.nodes.title')}>
            <EditNodes userId={shown._id} />
          </CollapsibleSection>
        ) : null}
        {can(caller.role, 'users.endSessions') ? (
          <CollapsibleSection title={t('users.detail.sessions.title')}>
            <UserSessions user={shown} />
          </CollapsibleSection>
        ) : null}
        {mayChange ? (
          <CollapsibleSection title={t('users.detail.account.title')}>
            <AccountSection user={shown} callerId={caller._id} callerRole={caller.role} />
          </CollapsibleSection>
        ) : null}
      </Stack>
    </div>
  );
}

function Annotation({ label, text }: { label: string; text: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xxsmall">
      <Text size="small" tone="secondary">
        {label}
      </Text>
      <p className={styles.note}>{text ?? t('users.detail.annotations.none')}</p>
    </Stack>
  );
}

/** The header's "edit user": the same form as the list's, with the account's values. */
function EditUserButton({ user }: { user: UserListItem }) {
  const { t } = useTranslation();
  const caller = useSessionUser();
  const { toast } = useToast();
  const userErrorMessage = useUserErrorMessage();
  const update = useUpdateUser();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = ({ password: _password, customerId: _customerId, ...values }: UserFormResult) =>
    update.mutate(
      { id: user._id, ...values },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ tone: 'success', message: t('users.form.saved', { username: values.username }) });
        },
        onError: (failure) => setError(userErrorMessage(failure)),
      },
    );
  if (!caller) return null;
  return (
    <>
      <Button
        variant="secondary"
        icon={<Pencil />}
        onPress={() => {
          setError(null);
          setEditing(true);
        }}
      >
        {t('users.detail.edit')}
      </Button>
      <UserFormDialog
        target={editing ? user : null}
        callerRole={caller.role}
        onCancel={() => setEditing(false)}
        onSave={save}
        isPending={update.isPending}
        error={error}
      />
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { searchCustomers, type UserListItem } from '@sereno/api-client';
import { Modal, SearchSelect, Stack } from '@sereno/ui';
import { can, isCustomerOrManager, mayGrantRole, roles, userCreateSchema, type Role } from '@sereno/validation';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { passwordInput } from '../../../shared/forms/inputs/passwordInput.tsx';
import { selectInput } from '../../../shared/forms/inputs/selectInput.tsx';
import { textAreaInput } from '../../../shared/forms/inputs/textAreaInput.tsx';
import { textInput } from '../../../shared/forms/inputs/textInput.tsx';
import * as styles from './users.css.ts';
import { FormDialogFooter, FormError } from '../../../shared/forms/FormDialogEnd.tsx';

const { username, email, name, role, password } = userCreateSchema.shape;
const createFormSchema = z.object({ username, email, name, role, password, customerId: z.string().nullable(), alias: z.string(), annotations: z.string() });
const editFormSchema = createFormSchema.extend({ password: z.string() });
type UserFormValues = z.input<typeof createFormSchema>;

/** What the form sends: a new user (with its password), or the changed fields of one. */
export interface UserFormResult {
  username: string;
  email: string;
  name: string;
  role: Role;
  password?: string;
  customerId?: string;
  alias: string;
  annotations: string;
}

export interface UserFormDialogProps {
  /** `create` for a new user, or the user being changed; the dialog is open while it is set. */
  target: 'create' | UserListItem | null;
  callerRole: Role;
  onCancel: () => void;
  onSave: (values: UserFormResult) => void;
  isPending: boolean;
  error: string | null;
}

/** Create or change an account: its names, email and role (those the caller may give), and for a new one its password. */
export function UserFormDialog({ target, ...props }: UserFormDialogProps) {
  const { t } = useTranslation();
  const user = target === 'create' ? null : target;
  const title = user ? t('users.form.editTitle', { username: user.username }) : t('users.form.createTitle');
  return (
    <Modal open={target !== null} onOpenChange={(open) => (open ? undefined : props.onCancel())} isDismissable={!props.isPending}>
      <Modal.Title>{title}</Modal.Title>
      {target !== null ? <UserForm key={user?._id ?? 'new'} user={user} title={title} {...props} /> : null}
    </Modal>
  );
}

function UserForm({
  user,
  title,
  callerRole,
  onCancel,
  onSave,
  isPending,
  error,
}: Omit<UserFormDialogProps, 'target'> & { user: UserListItem | null; title: string }) {
  const { t } = useTranslation();
  // Staff put a customer's or a manager's account in a customer; a customer's own people are always its own.
  const choosesCustomer = user === null && can(callerRole, 'users.readAll');
  const { control, handleSubmit, setValue } = useForm<UserFormValues>({
    resolver: zodResolver(user ? editFormSchema : createFormSchema),
    defaultValues: {
      username: user?.username ?? '',
      email: user?.email ?? '',
      name: user?.name ?? '',
      role: user?.role ?? 'customer',
      password: '',
      customerId: null,
      alias: user?.alias ?? '',
      annotations: user?.annotations ?? '',
    },
  });
  const chosenRole = useWatch({ control, name: 'role' });
  const customerId = useWatch({ control, name: 'customerId' });
  // An administrator's own role stays on offer when an administrator is edited by one.
  const roleOptions = roles.filter((option) => mayGrantRole(callerRole, option) || option === user?.role).map((key) => ({ key, label: t(`roles.${key}`) }));

  const submit = handleSubmit((values) => {
    const parsedRole = roles.find((option) => option === values.role) ?? 'customer';
    onSave({
      username: values.username.trim(),
      email: values.email.trim(),
      name: values.name.trim(),
      role: parsedRole,
      ...(user ? {} : { password: values.password }),
      ...(choosesCustomer && values.customerId && isCustomerOrManager(parsedRole) ? { customerId: values.customerId } : {}),
      alias: values.alias.trim(),
      annotations: values.annotations.trim(),
    });
  });

  return (
    <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Modal.Body>
        <Stack gap="medium">
          <FormField control={control} name="username" input={textInput} label={t('users.form.username')} autoComplete="off" isRequired />
          <FormField control={control} name="name" input={textInput} label={t('users.form.name')} isRequired />
          <FormField control={control} name="email" input={textInput} type="email" label={t('users.form.email')} isRequired />
          <FormField control={control} name="role" input={selectInput} label={t('users.form.role')} options={roleOptions} isRequired />
          {user === null ? (
            <FormField
              control={control}
              name="password"
              input={passwordInput}
              label={t('users.form.password')}
              description={t('users.form.passwordHint')}
              autoComplete="new-password"
              isRequired
            />
          ) : null}
          {choosesCustomer && isCustomerOrManager(roles.find((option) => option === chosenRole) ?? 'admin') ? (
            <SearchSelect
              label={t('users.form.customer')}
              description={t('users.form.customerHint')}
              placeholder={t('users.form.customerPlaceholder')}
              value={customerId}
              loadOptions={async ({ search, limit, signal }) => {
                const page = await searchCustomers(search, limit, signal);
                return { options: page.customers.map((customer) => ({ key: customer.customerId, label: customer.name })), hasMore: page.hasMore };
              }}
              onChange={(value) => setValue('customerId', value)}
            />
          ) : null}
          <FormField control={control} name="alias" input={textInput} label={t('users.form.alias')} />
          <FormField control={control} name="annotations" input={textAreaInput} label={t('users.form.annotations')} />
          <FormError message={error} />
        </Stack>
      </Modal.Body>
      <FormDialogFooter
        onCancel={onCancel}
        isPending={isPending}
        cancelLabel={t('users.actions.cancel')}
        submitLabel={user ? t('users.form.save') : t('users.form.create')}
      />
    </form>
  );
}

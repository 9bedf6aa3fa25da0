import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdateCustomer, type CustomerRecord } from '@sereno/api-client';
import { Modal, Stack, useToast } from '@sereno/ui';
import { customerSchema, type Customer, type CustomerInput } from '@sereno/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useUserErrorMessage } from './userErrorMessage.ts';
import { CustomerFields } from './CustomerFields.tsx';
import { customerBody, customerFormValues } from './customerFormValues.ts';
import * as styles from './users.css.ts';
import { FormDialogFooter, FormError } from '../../../shared/forms/FormDialogEnd.tsx';

const formSchema = z.object({ customer: customerSchema });

export interface CustomerFormDialogProps {
  customer: CustomerRecord;
  open: boolean;
  onClose: () => void;
  /** Staff set Sereno's notes about the customer (origin, annotations); a customer neither sees nor sends them. */
  staffNotes: boolean;
}

/** The customer record's edit (PUT /customers/{id}): the whole form; the server checks the same rules. */
export function CustomerFormDialog({ customer, open, onClose, staffNotes }: CustomerFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Modal.Title>{t('users.customer.editTitle', { company: customer.companyName })}</Modal.Title>
      {open ? <CustomerForm customer={customer} onClose={onClose} staffNotes={staffNotes} /> : null}
    </Modal>
  );
}

function CustomerForm({ customer, onClose, staffNotes }: Omit<CustomerFormDialogProps, 'open'>) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const userErrorMessage = useUserErrorMessage();
  const update = useUpdateCustomer();
  const { control, handleSubmit } = useForm<{ customer: CustomerInput }, unknown, { customer: Customer }>({
    resolver: zodResolver(formSchema),
    defaultValues: { customer: customerFormValues(customer) },
  });
  const submit = handleSubmit(({ customer: values }) =>
    update.mutate(
      { id: customer._id, ...customerBody(values, { staffNotes }) },
      {
        onSuccess: (saved) => {
          toast({ tone: 'success', message: t('users.customer.saved', { company: saved.companyName }) });
          onClose();
        },
      },
    ),
  );
  const title = t('users.customer.editTitle', { company: customer.companyName });
  return (
    <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Modal.Body>
        <Stack gap="large">
          <CustomerFields control={control} staffNotes={staffNotes} />
          <FormError message={update.isError ? userErrorMessage(update.error) : null} />
        </Stack>
      </Modal.Body>
      <FormDialogFooter onCancel={onClose} isPending={update.isPending} cancelLabel={t('users.actions.cancel')} submitLabel={t('users.form.save')} />
    </form>
  );
}

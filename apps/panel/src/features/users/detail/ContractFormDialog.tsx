import { zodResolver } from '@hookform/resolvers/zod';
import { useAddServiceContract, useUpdateServiceContract, type ServiceContractUsage } from '@sereno/api-client';
import { Modal, Stack, useToast } from '@sereno/ui';
import { serviceContractUpdateSchema, type ServiceContractUpdate, type ServiceContractUpdateInput } from '@sereno/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { FormDialogFooter, FormError } from '../../../shared/forms/FormDialogEnd.tsx';
import { useFieldError } from '../../../shared/forms/useFieldError.ts';
import { textInput } from '../../../shared/forms/inputs/textInput.tsx';
import { LicenceLines } from '../shared/LicenceLines.tsx';
import { useUserErrorMessage } from '../shared/userErrorMessage.ts';
import * as styles from '../shared/users.css.ts';

export interface ContractFormDialogProps {
  customerId: string;
  /** The contract to change; none adds a new one. */
  contract?: ServiceContractUsage;
  open: boolean;
  onClose: () => void;
}

/** Staff add a customer's contract or change its licences; lines that rooms hold stay (the server checks it too). */
export function ContractFormDialog({ customerId, contract, open, onClose }: ContractFormDialogProps) {
  const { t } = useTranslation();
  const title = contract ? t('users.detail.contracts.edit', { name: contract.name }) : t('users.detail.contracts.newTitle');
  return (
    <Modal open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Modal.Title>{title}</Modal.Title>
      {open ? <ContractForm customerId={customerId} contract={contract} title={title} onClose={onClose} /> : null}
    </Modal>
  );
}

function ContractForm({ customerId, contract, title, onClose }: Omit<ContractFormDialogProps, 'open'> & { title: string }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const fieldError = useFieldError();
  const userErrorMessage = useUserErrorMessage();
  const add = useAddServiceContract();
  const update = useUpdateServiceContract();
  const { control, handleSubmit, formState } = useForm<ServiceContractUpdateInput, unknown, ServiceContractUpdate>({
    resolver: zodResolver(serviceContractUpdateSchema),
    defaultValues: contract
      ? { name: contract.name, licenses: contract.licenses.map(({ _id, name, qty, activo, family }) => ({ _id, name, qty, activo, family })) }
      : { name: '', licenses: [{ name: t('users.onboarding.defaultLicence'), qty: 1, activo: true }] },
  });
  const usedById = new Map(contract?.licenses.map((licence) => [licence._id, licence.used]));
  const onSaved = (saved: ServiceContractUsage) => {
    toast({ tone: 'success', message: t('users.detail.contracts.saved', { name: saved.name }) });
    onClose();
  };
  const submit = handleSubmit((values) =>
    contract
      ? update.mutate({ customerId, contractId: contract._id, ...values }, { onSuccess: onSaved })
      : add.mutate({ customerId, name: values.name, licenses: values.licenses.map(({ _id: _unused, ...line }) => line) }, { onSuccess: onSaved }),
  );
  const sending = contract ? update : add;
  const linesError = formState.errors.licenses?.root?.message ?? formState.errors.licenses?.message;
  return (
    <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Modal.Body>
        <Stack gap="large">
          <FormField control={control} name="name" input={textInput} label={t('users.detail.contracts.name')} isRequired />
          <LicenceLines control={control} usedById={usedById} withState />
          <FormError message={fieldError(linesError)} />
          <FormError message={sending.isError ? userErrorMessage(sending.error) : null} />
        </Stack>
      </Modal.Body>
      <FormDialogFooter onCancel={onClose} isPending={sending.isPending} cancelLabel={t('users.actions.cancel')} submitLabel={t('users.form.save')} />
    </form>
  );
}

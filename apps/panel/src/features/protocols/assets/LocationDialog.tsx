import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateNode, useUpdateNode, type GraphNode } from '@sereno/api-client';
import { Modal, Stack, useToast } from '@sereno/ui';
import { locationTypes, nodeContentSchema, type NodeContentInput } from '@sereno/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { selectInput } from '../../../shared/forms/inputs/selectInput.tsx';
import { textAreaInput } from '../../../shared/forms/inputs/textAreaInput.tsx';
import { textInput } from '../../../shared/forms/inputs/textInput.tsx';
import { useRefusalMessage } from '../../../shared/forms/useRefusalMessage.ts';
import { FormDialogFooter } from '../../../shared/forms/FormDialogEnd.tsx';

/** A new location under `parent`, or a change of `node` (its name, type and description). */
export type LocationTarget = { parent: GraphNode } | { node: GraphNode };

export function LocationDialog({ ownerId, target, onClose }: { ownerId: string; target: LocationTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const title = !target
    ? ''
    : 'node' in target
      ? t('protocols.location.renameTitle', { name: target.node.name })
      : t('protocols.location.addTitle', { parent: target.parent.name });
  return (
    <Modal open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Modal.Title>{title}</Modal.Title>
      {target ? <LocationForm ownerId={ownerId} target={target} title={title} onClose={onClose} /> : null}
    </Modal>
  );
}

function LocationForm({ ownerId, target, title, onClose }: { ownerId: string; target: LocationTarget; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { toast } = useToast();
  const errorMessage = useRefusalMessage();
  const create = useCreateNode();
  const update = useUpdateNode();
  const editing = 'node' in target ? target.node : null;
  const { control, handleSubmit } = useForm<NodeContentInput>({
    resolver: zodResolver(nodeContentSchema),
    defaultValues: { name: editing?.name ?? '', type: editing?.type ?? 'building', description: editing?.description ?? '' },
    reValidateMode: 'onChange',
  });
  const submit = handleSubmit((values) => {
    const body = { name: values.name.trim(), type: values.type, description: values.description?.trim() ?? '' };
    if (editing) {
      update.mutate(
        { id: editing._id, ...body },
        {
          onSuccess: () => {
            toast({ tone: 'success', message: t('protocols.location.saved', { name: body.name }) });
            onClose();
          },
          onError: (error) => toast({ tone: 'error', title: t('protocols.location.notSaved'), message: errorMessage(error) }),
        },
      );
    } else if ('parent' in target) {
      create.mutate(
        { ownerId, parentId: target.parent._id, ...body },
        {
          onSuccess: () => {
            toast({ tone: 'success', message: t('protocols.location.created', { name: body.name }) });
            onClose();
          },
          onError: (error) => toast({ tone: 'error', title: t('protocols.location.notCreated'), message: errorMessage(error) }),
        },
      );
    }
  });
  const pending = create.isPending || update.isPending;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Modal.Body>
        <Stack gap="medium">
          <FormField control={control} name="name" input={textInput} label={t('protocols.location.name')} isRequired />
          <FormField
            control={control}
            name="type"
            input={selectInput}
            label={t('protocols.location.type')}
            options={locationTypes.map((type) => ({ key: type, label: t(`protocols.types.${type}`) }))}
          />
          <FormField control={control} name="description" input={textAreaInput} label={t('protocols.location.description')} rows={3} />
        </Stack>
      </Modal.Body>
      <FormDialogFooter
        onCancel={onClose}
        isPending={pending}
        cancelLabel={t('protocols.cancel')}
        submitLabel={editing ? t('protocols.location.save') : t('protocols.location.create')}
      />
    </form>
  );
}

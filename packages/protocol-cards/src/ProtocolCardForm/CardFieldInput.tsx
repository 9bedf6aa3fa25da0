import { emergencyContactTypes, type CardModule } from '@sereno/validation';
import { Button, Heading, Inline, PasswordField, Select, Stack, Switch, TextArea, TextField, TimeField } from '@sereno/ui';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormState, useWatch, type Control, type FieldValues } from 'react-hook-form';
import type { CardFieldKind } from '../definitions/definitions';
import { useCardStrings } from '../shared/strings';
import { emptyContact } from '../shared/values';
import * as styles from '../shared/card.css';
import { FilesField, type UploadCardFile } from './FilesField';

export interface FieldContext {
  module: CardModule;
  /** The card's title level: a contact's name heads the next one. */
  headingLevel: 2 | 3 | 4;
  control: Control<FieldValues>;
  uploadFile?: UploadCardFile;
  fileUrl?: (name: string) => string;
}

interface InputProps extends FieldContext {
  /** The path in the form's values ("company", "contacts.2.telephone"). */
  path: string;
  /** The field's own name, for its label and help. */
  name: string;
  kind: Exclude<CardFieldKind, 'contacts' | 'emergencyContacts'>;
  required?: boolean;
  options?: readonly { key: string; label: string }[];
}

/** One field of a card, bound to the form: the ui field its kind calls for, its label, help and translated error. */
export function FieldInput({ module, control, uploadFile, fileUrl, path, name, kind, required = false, options }: InputProps) {
  const strings = useCardStrings(module);
  const label = strings.label(name);
  // Every phone gets the format's reminder, whatever the field is called.
  const description = strings.help(name) ?? (kind === 'phone' ? strings.help('phone') : undefined);
  return (
    <Controller
      control={control}
      name={path}
      render={({ field, fieldState }) => {
        const common = {
          name: field.name,
          onBlur: field.onBlur,
          label,
          description,
          isRequired: required,
          errorMessage: strings.error(fieldState.error?.message),
        };
        switch (kind) {
          case 'longText':
            return <TextArea {...common} ref={field.ref} value={(field.value as string | undefined) ?? ''} onChange={field.onChange} />;
          case 'secret':
            // A password written down for guests, not the editor's own: keep password managers out.
            return <PasswordField {...common} ref={field.ref} value={(field.value as string | undefined) ?? ''} onChange={field.onChange} autoComplete="off" />;
          case 'time':
            return (
              <TimeField
                {...common}
                ref={field.ref}
                value={(field.value as string | undefined) ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
              />
            );
          case 'select':
            return (
              <Select
                {...common}
                ref={field.ref}
                placeholder={strings.t('form.choose')}
                options={options ?? []}
                value={(field.value as string | undefined) ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
              />
            );
          case 'files':
            return (
              <FilesField
                {...common}
                ref={field.ref}
                value={(field.value as string[] | undefined) ?? []}
                onChange={field.onChange}
                uploadFile={uploadFile}
                fileUrl={fileUrl}
                accept={module === 'photos' ? ['image/*'] : undefined}
              />
            );
          default:
            return (
              <TextField
                {...common}
                ref={field.ref}
                type={kind === 'phone' ? 'tel' : kind === 'email' ? 'email' : 'text'}
                autoComplete="off"
                value={(field.value as string | undefined) ?? ''}
                onChange={field.onChange}
              />
            );
        }
      }}
    />
  );
}

/** The yes/no switch of a switched card. */
export function SwitchInput({ module, control, name }: FieldContext & { name: string }) {
  const strings = useCardStrings(module);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          label={strings.label(name)}
          isSelected={field.value === true}
          onChange={field.onChange}
        />
      )}
    />
  );
}

/** A list of people (emergency contacts or the property's contacts): add, fill, remove. */
export function ContactsInput({ kind, ...context }: FieldContext & { kind: 'contacts' | 'emergencyContacts' }) {
  const { t, error } = useCardStrings(context.module);
  const { fields, append, remove } = useFieldArray({ control: context.control, name: 'contacts' });
  const contacts = useWatch({ control: context.control, name: 'contacts' }) as { name?: string }[] | undefined;
  const { errors } = useFormState({ control: context.control, name: 'contacts' });
  // The error of the list itself (none, too many), not of one of its people.
  const listError = errors.contacts as { root?: { message?: string }; message?: unknown } | undefined;
  const listMessage = listError?.root?.message ?? (typeof listError?.message === 'string' ? listError.message : undefined);
  const typeOptions = emergencyContactTypes.map((type) => ({ key: type, label: t(`contactTypes.${type}`) }));
  return (
    <Stack gap="medium">
      {fields.map((item, index) => {
        const number = index + 1;
        const name = contacts?.[index]?.name?.trim();
        const at = (field: string) => `contacts.${index}.${field}`;
        return (
          <fieldset key={item.id} className={styles.contact}>
            <legend className={styles.contactLegend}>
              <Heading level={Math.min(context.headingLevel + 1, 4) as 3 | 4}>{name || t('form.contactNumber', { number })}</Heading>
            </legend>
            <Stack gap="medium">
              <FieldInput {...context} path={at('name')} name="name" kind="text" required />
              {kind === 'emergencyContacts' ? (
                <FieldInput {...context} path={at('type')} name="type" kind="select" required options={typeOptions} />
              ) : (
                <FieldInput {...context} path={at('role')} name="role" kind="text" />
              )}
              <FieldInput {...context} path={at('telephone')} name="telephone" kind="phone" required />
              <FieldInput {...context} path={at('email')} name="email" kind="email" />
              {kind === 'emergencyContacts' ? (
                <>
                  <FieldInput {...context} path={at('daysAndHours')} name="daysAndHours" kind="text" />
                  <FieldInput {...context} path={at('description')} name="description" kind="longText" />
                </>
              ) : null}
              {fields.length > 1 ? (
                <Inline justify="end">
                  <Button variant="ghost" tone="critical" size="small" icon={<Trash2 />} onPress={() => remove(index)}>
                    {name ? t('form.removeContact', { name }) : t('form.removeContactUnnamed', { number })}
                  </Button>
                </Inline>
              ) : null}
            </Stack>
          </fieldset>
        );
      })}
      {listMessage ? <p className={styles.listError}>{error(listMessage)}</p> : null}
      <Inline>
        <Button variant="secondary" icon={<Plus />} onPress={() => append(emptyContact(kind))}>
          {t('form.addContact')}
        </Button>
      </Inline>
    </Stack>
  );
}

import { Heading, Stack } from '@sereno/ui';
import type { CustomerInput } from '@sereno/validation';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { selectInput } from '../../../shared/forms/inputs/selectInput.tsx';
import { switchInput } from '../../../shared/forms/inputs/switchInput.tsx';
import { textAreaInput } from '../../../shared/forms/inputs/textAreaInput.tsx';
import { textInput } from '../../../shared/forms/inputs/textInput.tsx';
import * as styles from './users.css.ts';

type CustomerTextField = Exclude<keyof CustomerInput, 'disconnectionNotificationEnabled' | 'thirdPartyServices' | 'annotations' | 'language'>;

/** Each language's name in itself, as the language switch says it. */
const languageOptions = [
  { key: 'es', label: 'Español' },
  { key: 'en', label: 'English' },
];

const groups: { title: 'company' | 'address' | 'reports'; fields: { name: CustomerTextField; type?: 'email' | 'tel'; hint?: string; required?: boolean }[] }[] =
  [
    {
      title: 'company',
      fields: [
        { name: 'companyName', required: true },
        { name: 'contact' },
        { name: 'alias' },
        { name: 'email', type: 'email' },
        { name: 'phone', type: 'tel' },
        { name: 'vat', hint: 'vatHint' },
        { name: 'iban', hint: 'ibanHint' },
      ],
    },
    { title: 'address', fields: [{ name: 'address' }, { name: 'city' }, { name: 'state' }, { name: 'zipcode' }, { name: 'country' }] },
    {
      title: 'reports',
      fields: [
        { name: 'reportsEmail', hint: 'reportsEmailHint' },
        { name: 'reportsPhone', hint: 'reportsPhoneHint' },
        { name: 'reportsPhoneSMS', hint: 'reportsPhoneHint' },
      ],
    },
  ];

/**
 * The customer record's fields (spec §3 Customer) under `customer.` of a form, in three groups, and
 * Sereno's own notes (origin, annotations) for the staff who set them. The rules are
 * `customerSchema`'s, which the server checks too (IBAN and VAT included).
 */
export function CustomerFields<T extends FieldValues & { customer: CustomerInput }>({ control, staffNotes }: { control: Control<T>; staffNotes: boolean }) {
  const { t } = useTranslation();
  const path = (name: keyof CustomerInput) => `customer.${name}` as Path<T>;
  return (
    <Stack gap="large">
      {groups.map((group) => (
        <Stack key={group.title} gap="medium">
          <Heading level={3}>{t(`users.customer.sections.${group.title}`)}</Heading>
          <div className={styles.formGrid}>
            {group.fields.map((field) => (
              <FormField
                key={field.name}
                control={control}
                name={path(field.name)}
                input={textInput}
                type={field.type}
                label={t(`users.customer.${field.name === 'companyName' ? 'company' : field.name}`)}
                description={field.hint ? t(`users.customer.${field.hint}`) : undefined}
                isRequired={field.required}
              />
            ))}
          </div>
          {group.title === 'reports' ? (
            <>
              <FormField
                control={control}
                name={path('language')}
                input={selectInput}
                label={t('users.customer.language')}
                description={t('users.customer.languageHint')}
                options={languageOptions}
              />
              <FormField control={control} name={path('disconnectionNotificationEnabled')} input={switchInput} label={t('users.customer.disconnection')} />
            </>
          ) : null}
        </Stack>
      ))}
      {staffNotes ? (
        <Stack gap="medium">
          <Heading level={3}>{t('users.customer.sections.staff')}</Heading>
          <FormField control={control} name={path('origin')} input={textInput} label={t('users.customer.origin')} />
          <FormField control={control} name={path('annotations')} input={textAreaInput} label={t('users.customer.annotations')} />
        </Stack>
      ) : null}
    </Stack>
  );
}

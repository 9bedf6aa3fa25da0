import { Button, Stack } from '@sereno/ui';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { numberInput } from '../../../shared/forms/inputs/numberInput.tsx';
import { switchInput } from '../../../shared/forms/inputs/switchInput.tsx';
import { textInput } from '../../../shared/forms/inputs/textInput.tsx';
import * as styles from './users.css.ts';

interface LicenceLine {
  _id?: string;
  name: string;
  qty: number;
  activo?: boolean;
}

export interface LicenceLinesProps<T extends FieldValues> {
  /** A form whose `licenses` are the contract's licence lines. */
  control: Control<T>;
  /** Lines that rooms hold, by licence id: they cannot be removed nor go below that number. */
  usedById?: ReadonlyMap<string, number>;
  /** Whether each line offers its active switch (a contract being changed). */
  withState?: boolean;
}

/** A contract's licence lines, added and removed in place: the new customer's page and the contract dialog. */
export function LicenceLines<T extends FieldValues>({ control, usedById, withState = false }: LicenceLinesProps<T>) {
  const { t } = useTranslation();
  const lines = useFieldArray({ control: control as unknown as Control<{ licenses: LicenceLine[] }>, name: 'licenses', keyName: 'key' });
  const path = (index: number, key: keyof LicenceLine) => `licenses.${index}.${key}` as Path<T>;
  return (
    <Stack gap="medium">
      {lines.fields.map((line, index) => {
        const used = line._id === undefined ? 0 : (usedById?.get(line._id) ?? 0);
        return (
          <div key={line.key} className={styles.licenceRow} role="group" aria-label={t('users.licences.row', { index: index + 1 })}>
            <div className={styles.licenceName}>
              <FormField control={control} name={path(index, 'name')} input={textInput} label={t('users.licences.name')} isRequired />
            </div>
            <div className={styles.licenceQty}>
              <FormField
                control={control}
                name={path(index, 'qty')}
                input={numberInput}
                label={t('users.licences.qty')}
                description={used > 0 ? t('users.detail.contracts.inUse', { count: used }) : undefined}
                minValue={used}
                isRequired
              />
            </div>
            {withState ? <FormField control={control} name={path(index, 'activo')} input={switchInput} label={t('users.licences.active')} /> : null}
            <Button variant="ghost" tone="critical" icon={<Trash2 />} hideLabel isDisabled={used > 0} onPress={() => lines.remove(index)}>
              {t('users.licences.remove', { index: index + 1 })}
            </Button>
          </div>
        );
      })}
      <div>
        <Button variant="secondary" icon={<Plus />} onPress={() => lines.append({ name: '', qty: 1, activo: true })}>
          {t('users.licences.add')}
        </Button>
      </div>
    </Stack>
  );
}

import type { ServiceContractUsage } from '@sereno/api-client';
import { Badge, Button, DataTable, Heading, Inline, Stack, Text, type DataTableColumn } from '@sereno/ui';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsNarrow } from '../../../shared/layout/useIsNarrow.ts';
import * as styles from '../shared/users.css.ts';
import { ContractFormDialog } from './ContractFormDialog.tsx';

type Licence = ServiceContractUsage['licenses'][number];

export interface ServiceContractsProps {
  contracts: readonly ServiceContractUsage[];
  customerId: string;
  /** Staff who may add contracts and change their licences. */
  canEdit: boolean;
}

/** Each contract's licences with their use (spec §3: used, total, available; `activo`); staff add and change them. */
export function ServiceContracts({ contracts, customerId, canEdit }: ServiceContractsProps) {
  const { t } = useTranslation();
  // The contract being changed; 'new' while one is being added.
  const [editing, setEditing] = useState<ServiceContractUsage | 'new' | null>(null);
  const dialog = canEdit ? (
    <ContractFormDialog
      customerId={customerId}
      contract={editing === 'new' || editing === null ? undefined : editing}
      open={editing !== null}
      onClose={() => setEditing(null)}
    />
  ) : null;
  const addButton = canEdit ? (
    <div>
      <Button variant="secondary" icon={<Plus />} onPress={() => setEditing('new')}>
        {t('users.detail.contracts.add')}
      </Button>
    </div>
  ) : null;
  return (
    <Stack gap="large">
      {contracts.length === 0 ? (
        <Text tone="secondary">{t('users.detail.contracts.none')}</Text>
      ) : (
        <ContractTables contracts={contracts} onEdit={canEdit ? setEditing : undefined} />
      )}
      {addButton}
      {dialog}
    </Stack>
  );
}

function ContractTables({ contracts, onEdit }: { contracts: readonly ServiceContractUsage[]; onEdit: ((contract: ServiceContractUsage) => void) | undefined }) {
  const { t } = useTranslation();
  const isNarrow = useIsNarrow();
  const state = (licence: Licence) => (
    <Badge tone={licence.activo ? 'positive' : 'neutral'}>{licence.activo ? t('users.detail.contracts.active') : t('users.detail.contracts.inactive')}</Badge>
  );
  // On a phone the figures read as one line under the licence's name.
  const columns: DataTableColumn<Licence>[] = isNarrow
    ? [
        {
          id: 'name',
          header: t('users.detail.contracts.licence'),
          value: (licence) => licence.name,
          cell: (licence) => (
            <span className={styles.stacked}>
              {licence.name}
              <Text size="small" tone="secondary">
                {t('users.detail.contracts.usage', { used: licence.used, total: licence.total })}
              </Text>
              <Text size="small" tone="secondary">
                {`${t('users.detail.contracts.available')}: ${licence.available}`}
              </Text>
            </span>
          ),
        },
        { id: 'activo', header: t('users.detail.contracts.state'), value: (licence) => String(licence.activo), cell: state },
      ]
    : [
        { id: 'name', header: t('users.detail.contracts.licence'), value: (licence) => licence.name },
        { id: 'family', header: t('users.detail.contracts.family'), value: (licence) => licence.family },
        { id: 'used', header: t('users.detail.contracts.used'), value: (licence) => licence.used, align: 'end' },
        { id: 'total', header: t('users.detail.contracts.total'), value: (licence) => licence.total, align: 'end' },
        { id: 'available', header: t('users.detail.contracts.available'), value: (licence) => licence.available, align: 'end' },
        { id: 'activo', header: t('users.detail.contracts.state'), value: (licence) => String(licence.activo), cell: state },
      ];
  return (
    <Stack gap="large">
      {contracts.map((contract) => (
        <Stack key={contract._id} gap="small">
          <Inline gap="small" align="center" justify="space-between">
            <Heading level={3}>{contract.name}</Heading>
            {onEdit ? (
              <Button variant="ghost" size="small" icon={<Pencil />} onPress={() => onEdit(contract)}>
                {t('users.detail.contracts.edit', { name: contract.name })}
              </Button>
            ) : null}
          </Inline>
          <DataTable label={contract.name} columns={columns} rows={contract.licenses} getRowId={(licence) => licence._id} />
        </Stack>
      ))}
    </Stack>
  );
}

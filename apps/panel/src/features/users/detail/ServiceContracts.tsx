import type { ServiceContractUsage } from '@sereno/api-client';
import { Badge, DataTable, Heading, Stack, Text, type DataTableColumn } from '@sereno/ui';
import { useTranslation } from 'react-i18next';
import { useIsNarrow } from '../../../shared/layout/useIsNarrow.ts';
import * as styles from '../shared/users.css.ts';

type Licence = ServiceContractUsage['licenses'][number];

/** Each contract's licences with their use (spec §3: used, total, available; `activo`). */
export function ServiceContracts({ contracts }: { contracts: readonly ServiceContractUsage[] }) {
  const { t } = useTranslation();
  const isNarrow = useIsNarrow();
  if (contracts.length === 0) return <Text tone="secondary">{t('users.detail.contracts.none')}</Text>;
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
          <Heading level={3}>{contract.name}</Heading>
          <DataTable label={contract.name} columns={columns} rows={contract.licenses} getRowId={(licence) => licence._id} />
        </Stack>
      ))}
    </Stack>
  );
}

import { searchCustomers } from '@sereno/api-client';
import { SearchSelect, Stack, Text } from '@sereno/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PresetsTab } from './PresetsTab.tsx';

/**
 * Staff (administrators and controllers, `presets.write`) have no customer of their own: they pick
 * one, then keep its presets as the customer would (docs/presets.md). The customer is kept in the URL
 * (`?tab=presets&customer=…`) so that a link opens it.
 */
export function StaffPresetsTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const customerId = params.get('customer');
  // The chosen customer's name, for a URL opened as a link (the options are not loaded yet).
  const chosen = useQuery({
    queryKey: ['settings', 'presets-customer', customerId],
    queryFn: async () => (await searchCustomers('', 25)).customers.find((option) => option.customerId === customerId)?.name ?? '',
    enabled: customerId !== null,
  });
  const choose = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('customer', value);
    else next.delete('customer');
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="large">
      <SearchSelect
        key={chosen.data ?? 'customer'}
        label={t('settings.presets.customer')}
        placeholder={t('settings.presets.customerPlaceholder')}
        value={customerId}
        valueLabel={chosen.data}
        onChange={choose}
        loadOptions={async ({ search, limit, signal }) => {
          const page = await searchCustomers(search, Math.min(limit, 25), signal);
          return { options: page.customers.map((option) => ({ key: option.customerId, label: option.name })), hasMore: page.hasMore && limit < 25 };
        }}
      />
      {customerId ? <PresetsTab key={customerId} customerId={customerId} /> : <Text tone="secondary">{t('settings.presets.chooseCustomer')}</Text>}
    </Stack>
  );
}

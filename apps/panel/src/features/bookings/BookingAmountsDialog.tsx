import { zodResolver } from '@hookform/resolvers/zod';
import { bookingFormOf, legacyBookingDetailsQuery, useUpdateBooking, type Booking } from '@sereno/api-client';
import { Modal, Skeleton, Stack } from '@sereno/ui';
import { bookingBillingSchema, bookingCurrencies, bookingFormSchema } from '@sereno/validation';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { currencyName } from '../../shared/format/money.ts';
import { FormDialogFooter, FormError } from '../../shared/forms/FormDialogEnd.tsx';
import { FormField } from '../../shared/forms/FormField.tsx';
import { numberInput } from '../../shared/forms/inputs/numberInput.tsx';
import { selectInput } from '../../shared/forms/inputs/selectInput.tsx';
import { useApiErrorMessage } from '../../shared/forms/useApiErrorMessage.ts';
import * as styles from './BookingsPage.css.ts';

// An emptied amount field is null: the booking then has no such amount.
const billing = bookingBillingSchema.shape;
const amountsSchema = z.object({
  currency: bookingFormSchema.shape.currency,
  cityTax: bookingFormSchema.shape.cityTax.nullable(),
  totalCost: billing.totalCost.nullable(),
  vat: billing.vat.nullable(),
  commission: billing.commission.nullable(),
  paid: billing.paid.nullable(),
  deposit: billing.deposit.nullable(),
  pendingPayment: billing.pendingPayment.nullable(),
});
type AmountsValues = z.input<typeof amountsSchema>;

const billingKeys = ['totalCost', 'vat', 'commission', 'paid', 'deposit', 'pendingPayment'] as const;

/** The currencies offered: the usual ones, and the booking's own when a PMS sent another. */
function currencyOptions(current: string, language: string) {
  const codes = bookingCurrencies.includes(current as (typeof bookingCurrencies)[number]) ? bookingCurrencies : [...bookingCurrencies, current];
  return codes.map((code) => ({ key: code, label: `${code} · ${currencyName(code, language)}` }));
}

/**
 * A booking's amounts and their currency (EUR unless the PMS or the host says otherwise). The API
 * replaces a booking with the whole form, so every other field is sent as it stands (from the
 * booking and its legacy details, which hold the access codes and messages the booking leaves out).
 */
export function BookingAmountsDialog({ booking, onClose }: { booking: Booking | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateBooking();
  return (
    <Modal open={booking !== null} onOpenChange={(open) => (open ? undefined : onClose())} isDismissable={!update.isPending}>
      <Modal.Title>{t('bookings.amounts.title')}</Modal.Title>
      {booking ? <AmountsForm key={booking._id} booking={booking} onClose={onClose} update={update} /> : null}
    </Modal>
  );
}

function AmountsForm({ booking, onClose, update }: { booking: Booking; onClose: () => void; update: ReturnType<typeof useUpdateBooking> }) {
  const { t, i18n } = useTranslation();
  const errorMessage = useApiErrorMessage();
  const legacy = useQuery(legacyBookingDetailsQuery(booking._id));
  const { control, handleSubmit } = useForm<AmountsValues>({
    resolver: zodResolver(amountsSchema),
    defaultValues: { currency: booking.currency, cityTax: booking.cityTax, ...booking.billing },
  });

  const submit = handleSubmit((values) => {
    if (!legacy.data) return;
    const billing = Object.fromEntries(billingKeys.flatMap((key) => (values[key] === undefined || values[key] === null ? [] : [[key, values[key]]])));
    const form = bookingFormOf(booking, legacy.data);
    const { cityTax: _cityTax, ...rest } = form;
    const body = {
      ...rest,
      currency: values.currency ?? booking.currency,
      billing,
      ...(typeof values.cityTax === 'number' ? { cityTax: values.cityTax } : {}),
    };
    update.mutate({ id: booking._id, body }, { onSuccess: onClose });
  });

  return (
    <form className={styles.dialogForm} onSubmit={(event) => void submit(event)} noValidate aria-label={t('bookings.amounts.title')}>
      <Modal.Body>
        {legacy.data ? (
          <Stack gap="medium">
            <FormField
              control={control}
              name="currency"
              input={selectInput}
              label={t('bookings.amounts.currency')}
              description={t('bookings.amounts.currencyHint')}
              options={currencyOptions(booking.currency, i18n.language)}
              isRequired
            />
            {billingKeys.map((key) => (
              <FormField key={key} control={control} name={key} input={numberInput} mode="decimal" label={t(`bookings.details.${key}`)} minValue={0} />
            ))}
            <FormField control={control} name="cityTax" input={numberInput} mode="decimal" label={t('bookings.details.cityTax')} minValue={0} />
            <FormError message={update.isError ? errorMessage(update.error) : legacy.isError ? errorMessage(legacy.error) : null} />
          </Stack>
        ) : legacy.isError ? (
          <FormError message={errorMessage(legacy.error)} />
        ) : (
          <Skeleton shape="rect" height="12rem" width="100%" />
        )}
      </Modal.Body>
      <FormDialogFooter onCancel={onClose} isPending={update.isPending} cancelLabel={t('bookings.amounts.cancel')} submitLabel={t('bookings.amounts.save')} />
    </form>
  );
}

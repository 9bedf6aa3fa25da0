import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Heading, PasswordField, Stack, TextField } from '@sereno/ui';
import { translateMessage } from '@sereno/validation';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { protocolCardsNamespace } from '../i18n/resources';
import { wifiSchema, type WifiValues } from './wifiSchema';

export interface WifiCardProps {
  /** The card as saved; empty fields when absent. */
  defaultValues?: Partial<WifiValues>;
  /** Called with the trimmed, valid values. */
  onSave: (values: WifiValues) => void;
  /** While the save is in flight: the button turns pending and ignores presses. */
  isSaving?: boolean;
}

/** The wifi protocol card: the network guests join and its password. */
export function WifiCard({ defaultValues, onSave, isSaving = false }: WifiCardProps) {
  const { t } = useTranslation(protocolCardsNamespace);
  const titleId = useId();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(wifiSchema),
    defaultValues: { networkName: '', password: '', ...defaultValues },
  });
  const errorText = (message: string | undefined) => (message ? translateMessage(message, t) : undefined);
  const submit = handleSubmit((values) => onSave(values));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
      <Card>
        <Card.Header>
          <Heading level={2} id={titleId}>
            {t('wifi.title')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Stack gap="medium">
            <Controller
              control={control}
              name="networkName"
              render={({ field, fieldState }) => (
                <TextField
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={t('wifi.networkName')}
                  description={t('wifi.networkNameDescription')}
                  autoComplete="off"
                  isRequired
                  errorMessage={errorText(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={control}
              name="password"
              render={({ field, fieldState }) => (
                <PasswordField
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  label={t('wifi.password')}
                  description={t('wifi.passwordDescription')}
                  // A password written down for guests, not the editor's own: keep password managers out.
                  autoComplete="off"
                  errorMessage={errorText(fieldState.error?.message)}
                />
              )}
            />
          </Stack>
        </Card.Body>
        <Card.Footer>
          <Button type="submit" isPending={isSaving}>
            {t('wifi.save')}
          </Button>
        </Card.Footer>
      </Card>
    </form>
  );
}

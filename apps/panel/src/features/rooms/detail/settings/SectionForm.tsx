import { Button, Inline, Stack } from '@sereno/ui';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SectionFormProps {
  /** The form's accessible name: the section's title. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  isPending: boolean;
  children: ReactNode;
}

/** A settings section's form: its fields, then its own save button (each section saves on its own). */
export function SectionForm({ label, onSubmit, isPending, children }: SectionFormProps) {
  const { t } = useTranslation();
  return (
    <form aria-label={label} noValidate onSubmit={onSubmit}>
      <Stack gap="medium">
        {children}
        <Inline justify="end">
          <Button type="submit" isPending={isPending}>
            {t('rooms.detail.settings.save')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

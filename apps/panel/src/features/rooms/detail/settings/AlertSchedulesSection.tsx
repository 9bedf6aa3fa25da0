import { useUpdateRoomAlertSchedules, type RoomDetail } from '@sereno/api-client';
import { Button, Card, Columns, Inline, Stack, Text } from '@sereno/ui';
import { alertSchedulesSchema } from '@sereno/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '../../../../shared/forms/FormField.tsx';
import { textInput } from '../../../../shared/forms/inputs/textInput.tsx';
import { timeInput } from '../../../../shared/forms/inputs/timeInput.tsx';
import { SectionForm } from './SectionForm.tsx';
import { useSectionSave } from './useSectionSave.ts';

const schedulesFormSchema = z.object({ schedules: alertSchedulesSchema });
type SchedulesForm = z.input<typeof schedulesFormSchema>;
type SchedulesOutput = z.output<typeof schedulesFormSchema>;

const emptySchedule = { from: '22:00', to: '08:00', email: '', telephone: '' };

/**
 * Alert schedules (spec §3): who else is told, by email or phone, between two times. The whole list is
 * saved at once (PUT …/alert-schedules), with the spec's two messages for a bad email or phone.
 */
export function AlertSchedulesSection({ room }: { room: RoomDetail }) {
  const { t } = useTranslation();
  const update = useUpdateRoomAlertSchedules(room._id);
  const saved = useSectionSave(t('rooms.detail.settings.schedules.title'));
  const { control, handleSubmit } = useForm<SchedulesForm, unknown, SchedulesOutput>({
    resolver: zodResolver(schedulesFormSchema),
    defaultValues: { schedules: room.alertSchedules.map((schedule) => ({ ...emptySchedule, ...schedule })) },
    mode: 'onChange',
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'schedules' });
  const submit = handleSubmit(({ schedules }) => update.mutate(schedules, saved));

  return (
    <SectionForm label={t('rooms.detail.settings.schedules.title')} onSubmit={(event) => void submit(event)} isPending={update.isPending}>
      {fields.length === 0 ? <Text tone="secondary">{t('rooms.detail.settings.schedules.none')}</Text> : null}
      {fields.map((item, index) => (
        <section key={item.id} aria-label={t('rooms.detail.settings.schedules.item', { number: index + 1 })}>
          <Card>
            <Card.Body>
              <Stack gap="small">
                <Columns gap="medium" collapseBelow="md">
                  {(['from', 'to'] as const).map((end) => (
                    <Columns.Column key={end}>
                      <FormField
                        control={control}
                        name={`schedules.${index}.${end}`}
                        input={timeInput}
                        label={t(`rooms.detail.settings.schedules.${end}`)}
                        isRequired
                      />
                    </Columns.Column>
                  ))}
                  <Columns.Column>
                    <FormField
                      control={control}
                      name={`schedules.${index}.email`}
                      input={textInput}
                      type="email"
                      label={t('rooms.detail.settings.schedules.email')}
                    />
                  </Columns.Column>
                  <Columns.Column>
                    <FormField
                      control={control}
                      name={`schedules.${index}.telephone`}
                      input={textInput}
                      type="tel"
                      label={t('rooms.detail.settings.schedules.telephone')}
                      description={t('rooms.detail.settings.phoneHint')}
                    />
                  </Columns.Column>
                </Columns>
                <Inline justify="end">
                  <Button variant="ghost" tone="critical" size="small" icon={<Trash2 />} onPress={() => remove(index)}>
                    {t('rooms.detail.settings.schedules.remove', { number: index + 1 })}
                  </Button>
                </Inline>
              </Stack>
            </Card.Body>
          </Card>
        </section>
      ))}
      <Inline>
        <Button variant="secondary" size="small" icon={<Plus />} onPress={() => append(emptySchedule)}>
          {t('rooms.detail.settings.schedules.add')}
        </Button>
      </Inline>
    </SectionForm>
  );
}

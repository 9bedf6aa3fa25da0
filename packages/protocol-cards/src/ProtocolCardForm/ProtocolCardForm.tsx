import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Heading, InfoMessage, Inline, Stack, Text } from '@sereno/ui';
import { cardSchemas, type CardContent, type CardModule } from '@sereno/validation';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { cardDefinitions } from '../definitions/definitions';
import { useCardStrings } from '../shared/strings';
import { formValues } from '../shared/values';
import * as styles from '../shared/card.css';
import { ContactsInput, FieldInput, SwitchInput } from './CardFieldInput';
import type { UploadCardFile } from './FilesField';

export interface ProtocolCardFormProps<M extends CardModule = CardModule> {
  /** Which card (a key of `cardSchemas`). */
  module: M;
  /** The card as saved; blank fields (and a switch at Yes) when absent. */
  defaultValues?: Partial<CardContent<M>> | Record<string, unknown>;
  /** Called with the content the validation schema gives back: trimmed, valid, what the server takes. */
  onSave: (content: CardContent<M>) => void;
  /** While the save is in flight: the button turns pending and ignores presses. */
  isSaving?: boolean;
  /** Shows a Cancel button. */
  onCancel?: () => void;
  /** Uploads a photo or document (api-client's job); without it the files field is disabled. */
  uploadFile?: UploadCardFile;
  /** The address of a stored file, to show thumbnails of the card's photos. */
  fileUrl?: (name: string) => string;
  /** The outline level of the card's title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Extra actions beside Save (e.g. "Delete card"). */
  actions?: ReactNode;
}

/**
 * The edit form of any protocol card, built from its definition and checked with the schema the
 * server uses. A switch at No hides the fields it governs and shows the card's message instead.
 */
export function ProtocolCardForm<M extends CardModule>({
  module,
  defaultValues,
  onSave,
  isSaving = false,
  onCancel,
  uploadFile,
  fileUrl,
  headingLevel = 2,
  actions,
}: ProtocolCardFormProps<M>) {
  const definition = cardDefinitions[module];
  const strings = useCardStrings(module);
  const titleId = useId();
  const { control, handleSubmit } = useForm<FieldValues>({
    resolver: zodResolver(cardSchemas[module] as never) as unknown as Resolver<FieldValues>,
    defaultValues: formValues(module, defaultValues),
  });
  const switchName = definition.switch;
  const switchedOn = useWatch({ control, name: switchName ?? '', disabled: !switchName }) as boolean | undefined;
  const showFields = !switchName || switchedOn !== false;
  const context = { module, control, uploadFile, fileUrl, headingLevel };
  const submit = handleSubmit((values) => onSave(values as CardContent<M>));
  const Icon = definition.icon;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId} className={styles.cardForm}>
      <Card>
        <Card.Header>
          <Stack gap="xxsmall">
            <div className={styles.titleGroup}>
              <Icon aria-hidden="true" className={styles.titleIcon} />
              <Heading level={headingLevel} id={titleId}>
                {strings.title}
              </Heading>
            </div>
            <Text size="small" tone="secondary">
              {strings.summary}
            </Text>
          </Stack>
        </Card.Header>
        <Card.Body>
          <Stack gap="large">
            {switchName ? <SwitchInput {...context} name={switchName} /> : null}
            {showFields
              ? definition.fields.map((field) =>
                  field.kind === 'contacts' || field.kind === 'emergencyContacts' ? (
                    <ContactsInput key={field.name} {...context} kind={field.kind} />
                  ) : (
                    <FieldInput
                      key={field.name}
                      {...context}
                      path={field.name}
                      name={field.name}
                      kind={field.kind}
                      required={field.required}
                      options={field.options?.map((option) => ({ key: option, label: strings.t(`options.${String(field.name)}.${option}` as string) }))}
                    />
                  ),
                )
              : null}
            {!showFields ? <InfoMessage>{strings.off}</InfoMessage> : null}
          </Stack>
        </Card.Body>
        <Card.Footer>
          <Inline gap="small" justify="end">
            {actions}
            {onCancel ? (
              <Button variant="secondary" onPress={onCancel}>
                {strings.t('form.cancel')}
              </Button>
            ) : null}
            <Button type="submit" isPending={isSaving}>
              {strings.t('form.save')}
            </Button>
          </Inline>
        </Card.Footer>
      </Card>
    </form>
  );
}

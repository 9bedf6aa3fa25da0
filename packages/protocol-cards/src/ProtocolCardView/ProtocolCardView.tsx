import { Badge, Button, Card, Heading, InfoMessage, Inline, LinkButton, Stack, Text } from '@sereno/ui';
import { emergencyContactTypes, type CardContent, type CardModule } from '@sereno/validation';
import { FileText, Mail, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cardDefinitions, type CardField } from '../definitions/definitions';
import { extensionOf, isImageName } from '../shared/files';
import { useCardStrings } from '../shared/strings';
import * as styles from '../shared/card.css';
import { CopyButton } from './CopyButton';
import { visuallyHidden } from '@sereno/ui/css';

/** Where an inherited card comes from: the node that holds it and how far up the tree. */
export interface InheritedFrom {
  name: string;
  /** 1 for the parent, 2 for the grandparent… */
  levelsUp: number;
}

export interface ProtocolCardViewProps<M extends CardModule = CardModule> {
  module: M;
  /** The card's content as stored (the output of its validation schema). */
  content: CardContent<M> | Record<string, unknown>;
  /** The address of a stored file (api-client builds it): photos show from it, documents open it. */
  fileUrl: (name: string) => string;
  /** Set for a card inherited from a node above: read-only, with its source. */
  inheritedFrom?: InheritedFrom;
  /** With `inheritedFrom`: shows "Override here", which calls this. */
  onOverride?: () => void;
  /** Extra actions in the card's footer (e.g. "Edit"). */
  actions?: ReactNode;
  /** The outline level of the card's title; contact groups take the next one. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

type Strings = ReturnType<typeof useCardStrings>;
type Level = 2 | 3 | 4 | 5;

const isFilled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;

const isList = (kind: CardField['kind']) => kind === 'contacts' || kind === 'emergencyContacts';

/** A `tel:` address: the number without its spaces. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The read view of any protocol card, for a night agent on a phone: what to do first on top,
 * numbers as call buttons, codes large and copyable, photos as a gallery, emergency contacts by type.
 */
export function ProtocolCardView<M extends CardModule>({
  module,
  content,
  fileUrl,
  inheritedFrom,
  onOverride,
  actions,
  headingLevel = 2,
}: ProtocolCardViewProps<M>) {
  const definition = cardDefinitions[module] as unknown as {
    switch?: string;
    read: readonly string[];
    fields: readonly CardField[];
    icon: typeof cardDefinitions.wifi.icon;
  };
  const strings = useCardStrings(module);
  const titleId = useId();
  const values = content as Record<string, unknown>;
  const isOff = definition.switch !== undefined && values[definition.switch] === false;
  const shown = isOff ? [] : definition.read.filter((name) => isFilled(values[name]));
  const kindOf = (name: string) => definition.fields.find((field) => field.name === name)?.kind ?? 'text';
  const Icon = definition.icon;
  const footer = (inheritedFrom && onOverride) || actions;

  return (
    <section aria-labelledby={titleId}>
      <Card>
        <Card.Header>
          <Stack gap="xxsmall">
            <div className={styles.titleRow}>
              <div className={styles.titleGroup}>
                <Icon aria-hidden="true" className={styles.titleIcon} />
                <Heading level={headingLevel} id={titleId}>
                  {strings.title}
                </Heading>
              </div>
              {inheritedFrom ? <Badge tone="info">{strings.t('view.inherited')}</Badge> : null}
            </div>
            {inheritedFrom ? (
              <Text size="small" tone="secondary">
                {inheritedFrom.levelsUp > 0
                  ? strings.t('view.inheritedFrom', { name: inheritedFrom.name, count: inheritedFrom.levelsUp })
                  : strings.t('view.inheritedFromHere', { name: inheritedFrom.name })}
              </Text>
            ) : null}
          </Stack>
        </Card.Header>
        <Card.Body>
          {isOff ? (
            <InfoMessage>{strings.off}</InfoMessage>
          ) : shown.length === 0 ? (
            <Text tone="secondary">{strings.t('view.empty')}</Text>
          ) : (
            <dl className={styles.details}>
              {shown.map((name) => {
                const kind = kindOf(name);
                const label = strings.label(name);
                return (
                  <div key={name} className={styles.detail}>
                    {/* A list of people needs no label over it: its groups and names say what it is. */}
                    <dt className={isList(kind) ? visuallyHidden : styles.term}>{label}</dt>
                    <dd className={styles.value}>
                      <Value
                        name={name}
                        kind={kind}
                        label={label}
                        value={values[name]}
                        strings={strings}
                        fileUrl={fileUrl}
                        level={(headingLevel + 1) as Level}
                      />
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
        </Card.Body>
        {footer ? (
          <Card.Footer>
            <Inline gap="small" justify="end">
              {actions}
              {inheritedFrom && onOverride ? (
                <Button variant="secondary" onPress={onOverride}>
                  {strings.t('view.override')}
                </Button>
              ) : null}
            </Inline>
          </Card.Footer>
        ) : null}
      </Card>
    </section>
  );
}

interface ValueProps {
  name: string;
  kind: CardField['kind'];
  label: string;
  value: unknown;
  strings: Strings;
  fileUrl: (name: string) => string;
  level: Level;
}

function Value({ name, kind, label, value, strings, fileUrl, level }: ValueProps) {
  switch (kind) {
    case 'phone':
      return <CallButton phone={value as string} />;
    case 'email':
      return (
        <a className={styles.link} href={`mailto:${value as string}`}>
          {value as string}
        </a>
      );
    case 'code':
    case 'secret':
      return (
        <Inline gap="small" align="center">
          <span className={styles.code}>{value as string}</span>
          <CopyButton value={value as string} label={label} t={strings.t} />
        </Inline>
      );
    case 'longText':
      return <span className={styles.longText}>{value as string}</span>;
    case 'select':
      return <>{strings.t(`options.${name}.${value as string}`)}</>;
    case 'files':
      return <Gallery files={value as string[]} fileUrl={fileUrl} strings={strings} />;
    case 'emergencyContacts':
    case 'contacts':
      return <ContactsView kind={kind} contacts={value as Contact[]} strings={strings} level={level} />;
    default:
      return <>{String(value)}</>;
  }
}

function CallButton({ phone }: { phone: string }) {
  return (
    <Inline>
      <LinkButton href={telHref(phone)} icon={<Phone />} variant="primary">
        {phone}
      </LinkButton>
    </Inline>
  );
}

/** Photos as thumbnails opening the full picture; other files as links named by their type. */
function Gallery({ files, fileUrl, strings }: { files: string[]; fileUrl: (name: string) => string; strings: Strings }) {
  const images = files.filter(isImageName);
  const documents = files.filter((name) => !isImageName(name));
  return (
    <Stack gap="small">
      {images.length > 0 ? (
        <ul className={styles.gallery}>
          {images.map((name, index) => (
            <li key={name}>
              <a className={styles.galleryLink} href={fileUrl(name)} target="_blank" rel="noopener noreferrer">
                <img
                  className={styles.galleryImage}
                  src={fileUrl(name)}
                  alt={strings.t('view.photo', { number: index + 1, total: images.length })}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {documents.length > 0 ? (
        <ul className={styles.contactList}>
          {documents.map((name, index) => (
            <li key={name}>
              <a className={styles.documentLink} href={fileUrl(name)} target="_blank" rel="noopener noreferrer">
                <FileText aria-hidden="true" className={styles.fileIcon} />
                {strings.t('view.document', { number: index + 1, type: extensionOf(name).toUpperCase() })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}

interface Contact {
  name: string;
  type?: string;
  role?: string;
  email?: string;
  telephone: string;
  description?: string;
  daysAndHours?: string;
}

/** Emergency contacts grouped by what they are for, in the order of the spec; other contacts as one list. */
function ContactsView({ kind, contacts, strings, level }: { kind: 'contacts' | 'emergencyContacts'; contacts: Contact[]; strings: Strings; level: Level }) {
  if (kind === 'contacts') return <ContactList contacts={contacts} strings={strings} />;
  const groups = emergencyContactTypes
    .map((type) => ({ type, people: contacts.filter((contact) => contact.type === type) }))
    .filter((group) => group.people.length > 0);
  const groupLevel = Math.min(level, 4) as 2 | 3 | 4;
  return (
    <div className={styles.contactGroups}>
      {groups.map(({ type, people }) => (
        <Stack key={type} gap="small">
          <Heading level={groupLevel}>{strings.t(`contactTypes.${type}`)}</Heading>
          <ContactList contacts={people} strings={strings} />
        </Stack>
      ))}
    </div>
  );
}

function ContactList({ contacts, strings }: { contacts: Contact[]; strings: Strings }) {
  return (
    <ul className={styles.contactList}>
      {contacts.map((contact, index) => (
        <li key={`${contact.name}-${index}`} className={styles.contactItem}>
          <Text weight="strong">
            {contact.name}
            {contact.role ? ` · ${contact.role}` : ''}
          </Text>
          {contact.daysAndHours ? (
            <Text size="small">
              {strings.t('view.whenToCall')}: {contact.daysAndHours}
            </Text>
          ) : null}
          <Inline gap="small">
            <LinkButton href={telHref(contact.telephone)} icon={<Phone />} variant="primary">
              {contact.telephone}
            </LinkButton>
            {contact.email ? (
              <LinkButton href={`mailto:${contact.email}`} icon={<Mail />}>
                {contact.email}
              </LinkButton>
            ) : null}
          </Inline>
          {contact.description ? (
            <Text size="small" tone="secondary">
              <span className={styles.longText}>{contact.description}</span>
            </Text>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

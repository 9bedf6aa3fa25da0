import type { CardModule } from '@sereno/validation';
import { cardDefinitions, type CardField } from '../definitions/definitions';

/** The value a field starts with in an empty form. */
export function emptyFieldValue(field: CardField): unknown {
  switch (field.kind) {
    case 'files':
      return [];
    case 'contacts':
    case 'emergencyContacts':
      return [emptyContact(field.kind)];
    case 'time':
    case 'select':
      return undefined;
    default:
      return '';
  }
}

export function emptyContact(kind: 'contacts' | 'emergencyContacts'): Record<string, unknown> {
  return kind === 'emergencyContacts'
    ? { name: '', type: undefined, telephone: '', email: '', daysAndHours: '', description: '' }
    : { name: '', role: '', telephone: '', email: '' };
}

/**
 * The values an empty form of `module` starts with: every field blank, one empty contact on a
 * contacts card, and a switch at Yes (the host adding a pool card has a pool).
 */
export function emptyCardContent(module: CardModule): Record<string, unknown> {
  const definition = cardDefinitions[module];
  const values: Record<string, unknown> = Object.fromEntries(definition.fields.map((field) => [field.name, emptyFieldValue(field)]));
  if (definition.switch) values[definition.switch] = true;
  return values;
}

/** Saved content over the blanks: the form always has a value for each field, so its inputs stay controlled. */
export function formValues(module: CardModule, content: object | undefined): Record<string, unknown> {
  const values = { ...emptyCardContent(module), ...content };
  for (const [key, value] of Object.entries(values)) if (value === null) values[key] = undefined;
  return values;
}

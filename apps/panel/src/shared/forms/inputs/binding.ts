import type { ReactElement } from 'react';
import type { RefCallBack } from 'react-hook-form';

/** What the form gives a field, so that the page never writes it. */
export interface BoundField {
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  name: string;
  ref: RefCallBack;
  /** The validation message, already in the person's language. */
  errorMessage: string | undefined;
}

/** The props the page still gives: label, description, and the field's own (type, unit, options…). */
export type PageProps<P> = Omit<P, keyof BoundField | 'defaultValue' | 'isSelected' | 'defaultSelected'>;

/**
 * Draws one kind of design-system field from the page's props and the form's binding. One kind a
 * file, so that a page bundles only the fields it uses: the login page has no time field.
 */
export type FieldInput<P> = (props: PageProps<P>, bound: BoundField) => ReactElement;

/** An absent text is an empty field. */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

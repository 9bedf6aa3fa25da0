import type { CustomerRecord } from '@sereno/api-client';
import type { Customer, CustomerInput } from '@sereno/validation';

/** An empty customer form (the onboarding page's). */
export const emptyCustomer: CustomerInput = {
  companyName: '',
  contact: '',
  alias: '',
  email: '',
  phone: '',
  vat: '',
  iban: '',
  address: '',
  city: '',
  state: '',
  country: '',
  zipcode: '',
  reportsEmail: '',
  reportsPhone: '',
  reportsPhoneSMS: '',
  language: '',
  disconnectionNotificationEnabled: false,
  origin: '',
  annotations: '',
  thirdPartyServices: [],
};

/** The form's values of a stored customer: every text field as text, absent ones empty. */
export function customerFormValues(customer: CustomerRecord): CustomerInput {
  const texts = Object.fromEntries(
    Object.keys(emptyCustomer)
      .filter((key) => typeof emptyCustomer[key as keyof CustomerInput] === 'string')
      .map((key) => [key, customer[key as keyof CustomerRecord] ?? '']),
  );
  return {
    ...emptyCustomer,
    ...texts,
    disconnectionNotificationEnabled: customer.disconnectionNotificationEnabled,
    thirdPartyServices: customer.thirdPartyServices,
  };
}

/** What the form sends: Sereno's notes only from the staff who may set them (a customer's 403 otherwise). */
export function customerBody(values: Customer, { staffNotes }: { staffNotes: boolean }): Customer {
  const { origin, annotations, ...rest } = values;
  return staffNotes ? { ...rest, ...(origin ? { origin } : {}), ...(annotations ? { annotations } : {}) } : rest;
}

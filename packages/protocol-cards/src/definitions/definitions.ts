// What each protocol card is made of, as data: its fields, its yes/no switch, the order a night agent
// reads it in and its icon. One generic form (ProtocolCardForm) and one generic view
// (ProtocolCardView) render every card from its definition; the content schema is the one of
// @sereno/validation (`cardSchemas`), which the server checks too.
import { checkInMethods, type CardContent, type CardModule } from '@sereno/validation';
import {
  AirVent,
  Archive,
  ArrowUpDown,
  BellRing,
  Briefcase,
  Building2,
  CalendarCheck,
  Car,
  Clock,
  DoorOpen,
  Droplets,
  Fence,
  Flame,
  Hash,
  Heater,
  House,
  Images,
  KeyRound,
  ListChecks,
  LockKeyhole,
  LogIn,
  LogOut,
  MonitorSmartphone,
  Shield,
  ShieldCheck,
  Siren,
  Sparkles,
  UserRound,
  Users,
  Vault,
  Warehouse,
  WashingMachine,
  Waves,
  Wifi,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * How a field is edited and read:
 * - `text`: one line; `longText`: a text area (5000 characters), read with its line breaks;
 * - `phone`: read as a call link; `email`: read as a mail link;
 * - `code` (a door code, a network name) and `secret` (a password): read in monospace with a copy button;
 * - `time`: HH:mm; `select`: one of `options`; `files`: photos and documents, read as a gallery;
 * - `emergencyContacts` / `contacts`: a list of people, read grouped by type (emergency) or as a list.
 */
export const cardFieldKinds = ['text', 'longText', 'phone', 'email', 'code', 'secret', 'time', 'select', 'files', 'emergencyContacts', 'contacts'] as const;
export type CardFieldKind = (typeof cardFieldKinds)[number];

/** Every key of every member of a union (the content of a switched card is one). */
type AllKeys<T> = T extends unknown ? keyof T : never;

/** The content keys of a module's card, its switch apart. */
export type CardFieldName<M extends CardModule = CardModule> = Extract<AllKeys<CardContent<M>>, string>;

export interface CardField<M extends CardModule = CardModule> {
  /** The key in the card's content (the validation schema's). */
  name: CardFieldName<M>;
  kind: CardFieldKind;
  /** Marks the label; the schema decides what is really required. */
  required?: boolean;
  /** For `select`: the values, labelled by `options.<field>.<value>` of the namespace. */
  options?: readonly string[];
}

export interface CardDefinition<M extends CardModule = CardModule> {
  module: M;
  icon: LucideIcon;
  /**
   * The yes/no switch of spec §2: at No the card holds only the switch, `fields` are hidden and the
   * card's `off` message shows, in the form and in the view.
   */
  switch?: CardFieldName<M>;
  /** The fields in the order the form asks them. */
  fields: readonly CardField<M>[];
  /** The fields in the order the view shows them: first what a night agent needs first. */
  read: readonly CardFieldName<M>[];
  /**
   * The card's strings in the `protocolCards` namespace: `title`, `summary` (what the card is for),
   * `off` for a switched card, and `labels.<field>` where a field's label differs from the shared
   * `fields.<field>`.
   */
  i18nKey: `cards.${M}`;
}

const instructions = { name: 'instructions', kind: 'longText' } as const;
const files = { name: 'files', kind: 'files' } as const;
const location = { name: 'location', kind: 'text' } as const;
const code = { name: 'code', kind: 'code' } as const;

type Shape = Omit<CardDefinition, 'module' | 'i18nKey' | 'icon'>;
const instructionsShape = { fields: [instructions, files], read: ['instructions', 'files'] } satisfies Shape;
const placeShape = { fields: [location, instructions, files], read: ['location', 'instructions', 'files'] } satisfies Shape;
const codeShape = { fields: [code, location, instructions, files], read: ['code', 'location', 'instructions', 'files'] } satisfies Shape;
const timeShape = {
  fields: [{ name: 'time', kind: 'time' }, instructions, files],
  read: ['time', 'instructions', 'files'],
} satisfies Shape;
/** Check-in and check-out: how (in person, a code, a key box, reception), when, and the steps. */
const arrivalShape = {
  fields: [{ name: 'method', kind: 'select', options: checkInMethods }, { name: 'time', kind: 'time' }, instructions, files],
  read: ['method', 'time', 'instructions', 'files'],
} satisfies Shape;
const optionalPlaceShape = { switch: 'available', ...placeShape } satisfies Shape;

function define<M extends CardModule>(module: M, icon: LucideIcon, shape: Omit<CardDefinition<M>, 'module' | 'i18nKey' | 'icon'>): CardDefinition<M> {
  return { module, icon, ...shape, i18nKey: `cards.${module}` };
}

/** Every card module's definition, in the order of `cardModules`. */
export const cardDefinitions: { readonly [M in CardModule]: CardDefinition<M> } = {
  headquarters: define('headquarters', Building2, {
    fields: [{ name: 'address', kind: 'text' }, location, instructions, files],
    read: ['address', 'location', 'instructions', 'files'],
  }),
  contacts: define('contacts', Users, { fields: [{ name: 'contacts', kind: 'contacts', required: true }], read: ['contacts'] }),
  emergencyContact: define('emergencyContact', Siren, {
    fields: [{ name: 'contacts', kind: 'emergencyContacts', required: true }],
    read: ['contacts'],
  }),
  checkIn: define('checkIn', LogIn, arrivalShape),
  checkOut: define('checkOut', LogOut, arrivalShape),
  selfCheckIn: define('selfCheckIn', KeyRound, {
    fields: [code, location, { name: 'time', kind: 'time' }, instructions, files],
    read: ['code', 'location', 'time', 'instructions', 'files'],
  }),
  lateCheckOut: define('lateCheckOut', Clock, timeShape),
  reservation: define('reservation', CalendarCheck, instructionsShape),
  alarm: define('alarm', BellRing, codeShape),
  amenities: define('amenities', Sparkles, instructionsShape),
  insurance: define('insurance', ShieldCheck, {
    switch: 'hasInsurance',
    fields: [
      { name: 'company', kind: 'text', required: true },
      { name: 'policyNumber', kind: 'code', required: true },
      { name: 'holder', kind: 'text', required: true },
      { name: 'holderVat', kind: 'code', required: true },
      { name: 'assistancePhone', kind: 'phone', required: true },
    ],
    read: ['assistancePhone', 'policyNumber', 'company', 'holder', 'holderVat'],
  }),
  apartmentInfo: define('apartmentInfo', House, {
    fields: [{ name: 'floor', kind: 'text' }, { name: 'door', kind: 'text' }, instructions, files],
    read: ['floor', 'door', 'instructions', 'files'],
  }),
  appliances: define('appliances', WashingMachine, instructionsShape),
  photos: define('photos', Images, {
    fields: [
      { name: 'files', kind: 'files' },
      { name: 'description', kind: 'longText' },
    ],
    read: ['files', 'description'],
  }),
  securityAccess: define('securityAccess', Shield, codeShape),
  procedures: define('procedures', ListChecks, instructionsShape),
  landlord: define('landlord', UserRound, {
    switch: 'canContact',
    fields: [
      { name: 'reasons', kind: 'longText' },
      { name: 'name', kind: 'text', required: true },
      { name: 'phone', kind: 'phone', required: true },
    ],
    read: ['phone', 'name', 'reasons'],
  }),
  airConditioning: define('airConditioning', AirVent, optionalPlaceShape),
  wifi: define('wifi', Wifi, {
    fields: [
      { name: 'networkName', kind: 'code', required: true },
      { name: 'password', kind: 'secret' },
    ],
    read: ['networkName', 'password'],
  }),
  heating: define('heating', Heater, optionalPlaceShape),
  boiler: define('boiler', Flame, placeShape),
  electricity: define('electricity', Zap, placeShape),
  waterValve: define('waterValve', Droplets, placeShape),
  safeBox: define('safeBox', Vault, codeShape),
  elevator: define('elevator', ArrowUpDown, optionalPlaceShape),
  balcony: define('balcony', Fence, optionalPlaceShape),
  parking: define('parking', Car, optionalPlaceShape),
  storage: define('storage', Archive, optionalPlaceShape),
  pool: define('pool', Waves, optionalPlaceShape),
  codeCreator: define('codeCreator', Hash, codeShape),
  pms: define('pms', MonitorSmartphone, instructionsShape),
  smartlock: define('smartlock', LockKeyhole, codeShape),
  access: define('access', DoorOpen, codeShape),
  office: define('office', Briefcase, placeShape),
  warehouse: define('warehouse', Warehouse, placeShape),
};

export function cardDefinition<M extends CardModule>(module: M): CardDefinition<M> {
  return cardDefinitions[module];
}

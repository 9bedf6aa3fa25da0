import type { AlertSchedule, NoiseSettings, RoomLatest } from '@sereno/validation';
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { licences, serviceContracts } from './customers.ts';
import { settingsPresets } from './presets.ts';
import { users } from './users.ts';

/** The device's latest values, kept on the room for the lists (spec §3 Room `data`); the reading events carry them. */
export type { RoomLatest } from '@sereno/validation';

/** Spec §3 customGuestCallOptions: the guest's call in each language (English by default). */
export type GuestCallOptions = Partial<Record<'EN' | 'PT' | 'ES' | 'FR', string>>;

/** The noise settings of a new room: the normal preset, alarms at night. */
export const defaultNoiseSettings: NoiseSettings = { sensitivity: 'normal', from: '22:00', to: '08:00', allDay: false, sustainMinutes: 5 };

/**
 * A room (a listing) and the device that watches it (spec §3 Room). The customer of a room is its
 * owner's customer. Deleting is soft (`deletedAt`): a merged room leaves its history behind.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    address: text('address'),
    address2: text('address2'),
    zipCode: text('zip_code'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** The device's id; null for a room without a device. */
    monitorId: text('monitor_id'),
    /** Phones for calls, comma-separated. */
    phone: text('phone'),
    phoneSMS: text('phone_sms'),
    timezoneName: text('timezone_name').notNull().default('Europe/Madrid'),
    timezoneLabel: text('timezone_label').notNull().default('(GMT+01:00) Madrid'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),
    licenseId: uuid('license_id').references(() => licences.id, { onDelete: 'set null' }),
    serviceContractId: uuid('service_contract_id').references(() => serviceContracts.id, { onDelete: 'set null' }),
    // Settings (PUT /rooms/{id}/settings).
    nightAgent: boolean('night_agent').notNull().default(false),
    callsEnabled: boolean('calls_enabled').notNull().default(true),
    callAllTime: boolean('call_all_time').notNull().default(false),
    disableFirstCall: boolean('disable_first_call').notNull().default(false),
    notifyGuest: boolean('notify_guest').notNull().default(false),
    sendNoiseMailNotification: boolean('send_noise_mail_notification').notNull().default(true),
    sendNoiseSMSNotification: boolean('send_noise_sms_notification').notNull().default(false),
    sendSmokeMailNotification: boolean('send_smoke_mail_notification').notNull().default(true),
    sendSmokeSMSNotification: boolean('send_smoke_sms_notification').notNull().default(false),
    sendCrowdMailNotification: boolean('send_crowd_mail_notification').notNull().default(true),
    sendCrowdSMSNotification: boolean('send_crowd_sms_notification').notNull().default(false),
    disconnectionNotificationEnabled: boolean('disconnection_notification_enabled').notNull().default(true),
    customGuestCallOptions: jsonb('custom_guest_call_options').$type<GuestCallOptions>().notNull().default({}),
    microphoneSensibility: integer('microphone_sensibility'),
    smokingAlertThreshold: integer('smoking_alert_threshold').notNull().default(70),
    crowdingAlertTreshold: integer('crowding_alert_treshold').notNull().default(12),
    voiceName: text('voice_name', { enum: ['female', 'male'] })
      .notNull()
      .default('female'),
    noiseSettings: jsonb('noise_settings').$type<NoiseSettings>().notNull().default(defaultNoiseSettings),
    alertSchedules: jsonb('alert_schedules').$type<AlertSchedule[]>().notNull().default([]),
    /** The preset whose settings the room follows (docs/presets.md); null: the room's own settings. */
    presetId: uuid('preset_id').references(() => settingsPresets.id, { onDelete: 'set null' }),
    guestyLinkedRoom: text('guesty_linked_room'),
    avantioLinkedRoom: text('avantio_linked_room'),
    krossLinkedRoom: text('kross_linked_room'),
    /** Set on all of an owner's rooms by "merges complete": no merge is possible after it. */
    mergeDone: boolean('merge_done').notNull().default(false),
    /** The device's latest values, and when it last reported (connected/disconnected follows from it). */
    latest: jsonb('latest').$type<RoomLatest>(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('rooms_owner').on(table.ownerId),
    index('rooms_manager').on(table.managerId),
    index('rooms_license').on(table.licenseId),
    index('rooms_preset').on(table.presetId),
    // A device watches one live room at a time; deleted rooms keep theirs for history.
    uniqueIndex('rooms_monitor_live')
      .on(table.monitorId)
      .where(sql`${table.deletedAt} is null and ${table.monitorId} is not null`),
  ],
);

export type RoomRow = typeof rooms.$inferSelect;

/**
 * A room's notes (spec §2 room detail, notes tab): what someone wrote about the room (up to 5000
 * characters, spec §5), with its author and when. The author's name is kept with the note, so that it
 * still reads who wrote it once the account is gone; notes go with their room.
 */
export const roomNotes = pgTable(
  'room_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('room_notes_room').on(table.roomId, table.createdAt)],
);

export type RoomNoteRow = typeof roomNotes.$inferSelect;

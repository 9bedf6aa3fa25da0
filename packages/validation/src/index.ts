// The public API of @sereno/validation: every rule of the spec, written once, for forms and server.

// Messages and languages
export { message, messageKeys, parseMessage, translateMessage, validationNamespace } from './messages/message.ts';
export type { MessageKey, MessageParams } from './messages/message.ts';
export { defaultLanguage, formatMessage, languageDetection, languages, languageStorageKey, toLanguage, validationResources } from './messages/resources.ts';
export type { Language } from './messages/resources.ts';
export { auditActions, auditActionWords, auditTargets, auditTargetWords, type AuditAction, type AuditTarget } from './audit.ts';

// Rules (spec §5)
export { requiredString } from './rules/required.ts';
export { email, emailList, emailPattern, isEmail, isEmailList } from './rules/email.ts';
export { isPhone, isPhoneList, phone, phoneList, phoneListItemPattern, phonePattern } from './rules/phone.ts';
export { longText, maxLength, minLength, TEXT_AREA_MAX_LENGTH } from './rules/length.ts';
export { isStrongPassword, password, passwordPattern, passwordWithConfirmation } from './rules/password.ts';
export { latitude, location, longitude } from './rules/coordinates.ts';
export { blockedIntegerKeys, integerInRange, isBlockedIntegerKey } from './rules/numbers.ts';
export { NOISE_MAX_DBA, NOISE_MAX_SUSTAIN_MINUTES, NOISE_MIN_DBA, NOISE_MIN_SUSTAIN_MINUTES, noiseThresholds } from './rules/noise.ts';
export {
  iaqBandOf,
  iaqBands,
  occupancyDisplayLevelOf,
  occupancyDisplayLevels,
  occupancyLevelOf,
  occupancyLevels,
  wifiQualities,
  wifiQualityOf,
} from './rules/measurement-levels.ts';
export type { IaqBand, OccupancyDisplayLevel, OccupancyLevel, WifiQuality } from './rules/measurement-levels.ts';
export { noiseLevelOf, noiseLevels, noisePresetIds, noisePresets, thresholdsOf } from './rules/noise-presets.ts';
export type { NoiseLevel, NoisePreset, NoisePresetId, NoiseThresholdValues } from './rules/noise-presets.ts';
export { isUrl, url, urlPattern } from './rules/url.ts';
export { deleteUserConfirmation } from './rules/confirmation.ts';
export { iban, isIban, isVat, vat } from './rules/billing.ts';
export { isWithinUploadLimit, MAX_UPLOAD_BYTES, uploadFiles, uploadSize } from './rules/upload.ts';
export { dateTime, daysInMonth, isIsoDate, isoDate, parseDayMonthYear, time24, time24Pattern } from './rules/date-time.ts';
export type { DayMonthYear } from './rules/date-time.ts';
export { trimStrings } from './rules/trim.ts';

// Roles (spec §6)
export {
  hasRankAtLeast,
  isAdminOrController,
  isControllerOrHigher,
  isCustomerOrManager,
  isNightAgentOrHigher,
  isRole,
  roleRank,
  roles,
} from './roles/roles.ts';
export type { Role } from './roles/roles.ts';

// Who may do what (spec §6, docs/permissions.md)
export { actions, can, isAction, isRouteAccess, mayGrantRole, policy, rolesThatCan, routeAccessKinds } from './access/policy.ts';
export type { Action, RouteAccess } from './access/policy.ts';

// Error catalogue (spec §8)
export { errorCodes, errorsNamespace, isErrorCode } from './errors/codes.ts';
export type { ErrorCode } from './errors/codes.ts';
export { errorResources } from './errors/resources.ts';
export { alreadyLinkedMessageKey, isRoomNotFoundMessage, krossLinkErrorCode, linkedRoomName } from './errors/mapping.ts';

// Entity schemas (spec §3)
export { loginSchema } from './schemas/auth.ts';
export type { LoginInput } from './schemas/auth.ts';
export {
  currentUserSchema,
  newPasswordSchema,
  passwordChangeSchema,
  registerSchema,
  resetPasswordRequestSchema,
  userCreateSchema,
  userSchema,
  userUpdateSchema,
} from './schemas/user.ts';
export type { CurrentUser, NewPasswordInput, PasswordChange, RegisterInput, User, UserCreate, UserUpdate } from './schemas/user.ts';
export { profileAlarmLinksSchema, profileLanguageSchema, profileUpdateSchema, type ProfileLanguage } from './schemas/profile.ts';
export type { ProfileUpdate } from './schemas/profile.ts';
export { customerCreateSchema, customerSchema, licenceInputSchema, serviceContractInputSchema, serviceContractUpdateSchema } from './schemas/customer.ts';
export type {
  Customer,
  CustomerCreate,
  CustomerCreateInput,
  CustomerInput,
  LicenceInput,
  ServiceContractInput,
  ServiceContractUpdate,
  ServiceContractUpdateInput,
} from './schemas/customer.ts';
export { roomNoteSchema, roomSchema, roomStatuses, roomUpdateSchema } from './schemas/room.ts';
export type { RoomNoteInput } from './schemas/room.ts';
export type { RoomInput, RoomStatus } from './schemas/room.ts';
export {
  alertScheduleSchema,
  alertSchedulesSchema,
  callSwitches,
  customGuestCallOptionsSchema,
  guestCallLanguages,
  messageSwitches,
  noiseSensitivities,
  noiseSettingsSchema,
  notificationPreferencesSchema,
  roomSettingsSchema,
} from './schemas/room-settings.ts';
export type { AlertSchedule, NoiseSensitivity, NoiseSettings, NotificationPreferences, RoomSettings } from './schemas/room-settings.ts';
export {
  BULK_MAX_ROOMS,
  bulkRefusalReasons,
  PRESET_NAME_MAX_LENGTH,
  presetSchema,
  presetSettingKeys,
  presetSettingsSchema,
  roomBulkActions,
  roomBulkFiltersSchema,
  roomBulkSchema,
  roomPresetSchema,
  standardPresetSettings,
} from './schemas/presets.ts';
export type { BulkRefusalReason, PresetInput, PresetSettings, PresetSettingsInput, RoomBulkActionName, RoomBulkInput } from './schemas/presets.ts';
export {
  calibrationStatuses,
  DEVICE_BULK_MAX,
  deviceBulkActions,
  deviceBulkRefusalReasons,
  deviceBulkSchema,
  deviceSchema,
  deviceStatuses,
  qcStatuses,
} from './schemas/device.ts';
export type { DeviceBulkActionName, DeviceBulkInput, DeviceBulkRefusalReason, DeviceInput } from './schemas/device.ts';
export { factoryEventKinds, factoryOutcomes, firmwareChannels, FIRMWARE_IMAGE_MAX_BYTES, macPattern, qcRanges, qcSensors } from './schemas/factory.ts';
export type { FactoryEventKind, FactoryOutcome, FirmwareChannel, QcSensor } from './schemas/factory.ts';
export { batteryModes, READING_MAX_CLOCK_SKEW_MS, readingBatchSchema, readingSchema, READINGS_PER_BATCH_MAX } from './schemas/reading.ts';
export type { Reading } from './schemas/reading.ts';
export { bookingSchema, bookingStatuses, guestSchema } from './schemas/booking.ts';
export type { BookingInput, BookingStatus } from './schemas/booking.ts';
export { alarmLevels, alarmResolutionReasons, alarmSchema, alarmStates, alarmStatisticsSchema, alarmTypes } from './schemas/alarm.ts';
export {
  alarmTuningSchema,
  falseAlarmCauses,
  falseAlarmMarkSchema,
  tuningChangeSchema,
  type AlarmTuning,
  type FalseAlarmCause,
  type FalseAlarmMark,
  type TuningChange,
} from './schemas/alarm-feedback.ts';
export {
  ALARM_RANGE_MAX_DAYS,
  ALARM_RESOLUTION_NOTE_MAX,
  alarmFilterFields,
  alarmRangeQuerySchema,
  alarmResolveSchema,
  alarmStatisticsQuerySchema,
  type AlarmResolve,
} from './alarms.ts';
export type { Alarm, AlarmLevel, AlarmResolutionReason, AlarmState, AlarmType } from './schemas/alarm.ts';
export { taskPriorities, taskSchema } from './schemas/task.ts';
export { locationTypes, nodeContentSchema, nodeContentUpdateSchema, nodeCreateSchema } from './schemas/node.ts';
export type { LocationType, NodeContentInput, NodeCreateInput } from './schemas/node.ts';
export type { TaskInput, TaskPriority } from './schemas/task.ts';
export { avantioCredentialsSchema, guestyCredentialsSchema, krossCredentialsSchema, userIntegrationSchema } from './schemas/integrations.ts';
export type { AvantioCredentials, GuestyCredentials, KrossCredentials } from './schemas/integrations.ts';
export { defaultPageSize, listQuerySchema, maxPageSize, pageSizes, sortDirections } from './schemas/lists.ts';
export type { ListQuery } from './schemas/lists.ts';
export {
  avantioLinkSchema,
  guestyLinkSchema,
  krossLinkSchema,
  pmsProviders,
  providerNames,
  roomLinksSchema,
  thirdPartyErrorCode,
  type AvantioLink,
  type GuestyLink,
  type KrossLink,
  type PmsProviderName,
  type RoomLinks,
} from './third-parties.ts';
export {
  BOOKING_PAX_MAX,
  bookingBillingSchema,
  bookingCurrencies,
  bookingDateFilterFields,
  bookingFormSchema,
  bookingGuestSchema,
  bookingOriginSchema,
  bookingSources,
  currencyCode,
  DEFAULT_BOOKING_CURRENCY,
  refineBookingDateOrder,
  type BookingForm,
  type BookingFormValues,
  type BookingSource,
} from './bookings.ts';
export { taskCreateSchema, taskUpdateSchema, type TaskCreate, type TaskUpdate } from './tasks.ts';
export { addressSuggestionQuerySchema, addressSuggestionSchema, type AddressSuggestion, type AddressSuggestionQuery } from './address.ts';
export {
  alarmResponseSchema,
  escalationStages,
  roomAlarmEventSchema,
  roomEventSchema,
  roomEventTypes,
  roomLatestSchema,
  roomReadingEventSchema,
  roomStatusEventSchema,
} from './schemas/room-event.ts';
export type { AlarmResponse, EscalationStage, RoomEvent, RoomEventType, RoomLatest } from './schemas/room-event.ts';

// Protocol cards (spec §2, §3): one content schema per card module
export { cardModules, cardSchema, cardSchemas, checkInMethods, isCardModule } from './cards/cards.ts';
export type { CardContent, CardInput, CardModule, CheckInMethod } from './cards/cards.ts';
export { CARD_CONTACTS_MAX, contactsCardSchema, emergencyContactCardSchema, emergencyContactSchema, emergencyContactTypes } from './cards/contacts.ts';
export type { EmergencyContact, EmergencyContactType } from './cards/contacts.ts';
export { insuranceCardSchema, landlordCardSchema, wifiCardSchema } from './cards/named-cards.ts';
export { CARD_FILES_MAX, storedFileName, storedFileNamePattern } from './cards/parts.ts';
export { resourceContentUpdateSchema, resourceCreateSchema } from './cards/requests.ts';
export type { ResourceCreateInput } from './cards/requests.ts';
export { PROTOCOL_DOCUMENT_FORMAT, PROTOCOL_DOCUMENT_ITEMS_MAX, protocolDocumentSchema } from './cards/document.ts';
export type { ProtocolDocument, ProtocolDocumentInput } from './cards/document.ts';

// Signed webhooks (docs/webhooks.md)
export { webhookEventTypes, type WebhookEventType } from './webhooks.ts';

export { ApiError, isErrorBody } from './http/errors.ts';
export type { ApiErrorCode, ErrorBody } from './http/errors.ts';
export { createApiClient } from './http/client.ts';
export type { ApiClient, ApiClientOptions } from './http/client.ts';
export { apiClient, configureApiClient } from './http/default-client.ts';
export { createQueryClient, queryDefaults } from './queries/query-client.ts';
export { authKeys, configurationQuery, getConfiguration, getMe, login, logout, meQuery, useLogin, useLogout } from './queries/auth.ts';
export type { Configuration, LoginRequest } from './queries/auth.ts';
export { getSessionUser, sessionUserStorageKey, setSessionUser, subscribeSessionUser } from './session/session-user.ts';
export type { CurrentUser } from './session/session-user.ts';
export { useSessionUser } from './session/useSessionUser.ts';
export {
  autoLogin,
  changePassword,
  getResetLinkEmail,
  register,
  requestPasswordReset,
  resetLinkQuery,
  setNewPassword,
  useAutoLogin,
  useChangePassword,
  useRegister,
  useRequestPasswordReset,
  useSetNewPassword,
} from './queries/account.ts';
export type { NewPasswordRequest, PasswordChangeRequest, RegisterRequest } from './queries/account.ts';
export {
  addressSuggestionsQuery,
  assignDevice,
  completeOwnerMerges,
  createRoom,
  listRooms,
  mergeRoom,
  ownerLicencesQuery,
  ownerRoomsQuery,
  roomCountQuery,
  roomKeys,
  roomOwnerKeys,
  roomsQuery,
  searchUsernames,
  swapRoomDevices,
  useAssignDevice,
  useCompleteOwnerMerges,
  useCreateRoom,
  useMergeRoom,
} from './queries/rooms.ts';
export type {
  AddressSuggestion,
  LicenseOption,
  RoomCreateRequest,
  RoomListItem,
  RoomListQuery,
  RoomMergeAnswer,
  RoomPage,
  RoomStatusFilter,
  RoomSummary,
  UsernamesPage,
} from './queries/rooms.ts';
export {
  acknowledgeAlarm,
  activeAlarmCountQuery,
  activeAlarmsListQuery,
  alarmKeys,
  alarmsExportUrl,
  type ExportFormat,
  alarmsQuery,
  alarmStatisticsQuery,
  alarmTrailQuery,
  getAlarmTrail,
  getAlarmStatistics,
  listAlarms,
  resolveAlarm,
  useAcknowledgeAlarm,
  useResolveAlarm,
} from './queries/alarms.ts';
export {
  alarmTuningQuery,
  applyAlarmTuning,
  markFalseAlarm,
  unmarkFalseAlarm,
  useApplyAlarmTuning,
  useFalseAlarmMark,
  type AlarmTuning,
  type AppliedTuning,
  type FalseAlarmCause,
} from './queries/alarm-tuning.ts';
export type {
  AlarmExportQuery,
  AlarmStay,
  AlarmTrail,
  AlarmTrailNotification,
  AlarmHandling,
  AlarmListItem,
  AlarmResolution,
  AlarmListQuery,
  AlarmPage,
  AlarmStatistics,
  AlarmStatisticsQuery,
} from './queries/alarms.ts';
export { applyAlarmEvent } from './queries/alarm-events.ts';
export { devOutboxQuery, getDevOutbox, outboxKeys } from './queries/dev.ts';
export type { OutboxEmail, OutboxNotification, OutboxPage, OutboxQuery } from './queries/dev.ts';
export { parseRoomEvent, roomEventTypes } from './events/room-events.ts';
export type { RoomAlarmEvent, RoomEvent, RoomEventType, RoomReadingEvent, RoomStatusEvent } from './events/room-events.ts';
export { roomEventsRetryMs, useRoomEvents } from './events/useRoomEvents.ts';
export type { DefaultRoomEventType, RoomEventsState, UseRoomEventsOptions } from './events/useRoomEvents.ts';
export {
  environmentSeriesQuery,
  getEnvironmentSeries,
  getNoiseSeries,
  getOccupancySeries,
  getSmokingProbabilitySeries,
  monitorKeys,
  noiseSeriesQuery,
  occupancySeriesQuery,
  resolveRange,
  smokingProbabilitySeriesQuery,
} from './queries/monitors.ts';
export type {
  EnvironmentSample,
  EnvironmentSeries,
  NoiseSample,
  NoiseSeries,
  OccupancySeries,
  OccupancySeriesBucket,
  SeriesRange,
  SmokingProbabilitySample,
  SmokingProbabilitySeries,
} from './queries/monitors.ts';
export {
  availableDeviceVersionQuery,
  deviceByMonitorQuery,
  getRoom,
  listRoomAlarms,
  noisePresetsQuery,
  requestOtaUpdate,
  roomAlarmsQuery,
  roomCheckInsQuery,
  roomCurrentDataQuery,
  roomDetailKeys,
  roomDetailQuery,
  roomManagersQuery,
  roomNotesQuery,
  updateRoom,
  updateRoomAlertSchedules,
  updateRoomSettings,
  useCreateRoomNote,
  useRequestOtaUpdate,
  useUpdateRoom,
  useUpdateRoomAlertSchedules,
  useUpdateRoomSettings,
} from './queries/room-detail.ts';
export type {
  Device,
  ManagerOption,
  NoisePresetItem,
  RoomAlarm,
  RoomAlertSchedulesUpdate,
  RoomBooking,
  RoomCurrentData,
  RoomDetail,
  RoomNote,
  RoomSettingsUpdate,
  RoomUpdate,
} from './queries/room-detail.ts';
export {
  getPmsIntegrationStatus,
  integrationKeys,
  linkPmsAccount,
  listPmsUnits,
  pmsIntegrationStatusQuery,
  pmsUnitsQuery,
  syncPmsNow,
  unlinkPmsAccount,
  useLinkPmsAccount,
  userCustomerQuery,
  useSyncPmsNow,
  useUnlinkPmsAccount,
} from './queries/integrations.ts';
export type {
  AvantioAccommodation,
  GuestyListing,
  KrossRoom,
  PmsCredentials,
  PmsIntegrationStatus,
  PmsLinkAnswer,
  PmsLinkRequest,
  PmsProviderStatus,
  PmsSyncAnswer,
  PmsUnits,
} from './queries/integrations.ts';
export {
  bookingCountQuery,
  bookingFormOf,
  bookingKeys,
  bookingsExportUrl,
  bookingsQuery,
  getBooking,
  getLegacyBookingDetails,
  legacyBookingDetailsQuery,
  listBookings,
  searchCustomers,
  updateBooking,
  useUpdateBooking,
} from './queries/bookings.ts';
export { getGuestPageLink, guestPageKeys, guestPageLinkQuery, useIssueGuestPageLink, useRevokeGuestPageLink } from './queries/guest-page.ts';
export type { GuestPageLink } from './queries/guest-page.ts';
export { bookingStayQuery, getBookingStay, getRoomNights, nightKeys, roomNightsQuery } from './queries/nights.ts';
export type { RoomNight, RoomNights, RoomNightsQuery, SpanSummary, StaySummary } from './queries/nights.ts';
export type { Booking, BookingFormBody, BookingListQuery, BookingPage, BookingStatus, CustomerOption, LegacyBookingDetails } from './queries/bookings.ts';
export {
  createTask,
  deleteTask,
  getTask,
  listAllBookings,
  listTasks,
  listTaskTypes,
  taskKeys,
  taskQuery,
  tasksInRangeQuery,
  tasksQuery,
  taskTypesQuery,
  updateTask,
  useCreateTask,
  useDeleteTask,
  useUpdateTask,
} from './queries/tasks.ts';
export type { Task, TaskCreateRequest, TaskListQuery, TaskPage, TaskPriority, TaskType, TaskUpdateRequest } from './queries/tasks.ts';
export {
  bulkDeviceAction,
  createDevice,
  deleteDevice,
  deviceKeys,
  devicesQuery,
  listDevices,
  requestOtaUpdates,
  rotateDeviceToken,
  updateDevice,
  useBulkDeviceAction,
  useCreateDevice,
  useDeleteDevice,
  usePutDeviceInRoom,
  useRequestOtaUpdates,
  useRotateDeviceToken,
  useSwapRoomDevices,
  useUpdateDevice,
} from './queries/devices.ts';
export type {
  CreatedDevice,
  DeviceBulkAnswer,
  DeviceBulkRequest,
  DeviceCreateRequest,
  DeviceListItem,
  DeviceListQuery,
  DevicePage,
  DeviceUpdateRequest,
} from './queries/devices.ts';
export { listMonitoredDevices, monitoredDeviceKeys, monitoredDevicesQuery } from './queries/monitored-devices.ts';
export type { MonitoredDevice, MonitoredDevices, MonitoredSound } from './queries/monitored-devices.ts';
export {
  createUser,
  deleteUser,
  getUser,
  listUsers,
  updateUser,
  useCreateUser,
  useDeleteUser,
  userKeys,
  userQuery,
  usersQuery,
  useUpdateUser,
  endUserSessions,
  listUserSessions,
  userSessionsQuery,
  useEndUserSessions,
} from './queries/users.ts';
export type { UserCreateRequest, UserListItem, UserListQuery, UserPage, UserSession, UserUpdateRequest } from './queries/users.ts';
export {
  addServiceContract,
  createCustomer,
  customerKeys,
  getUserCustomer,
  listServiceContracts,
  serviceContractsQuery,
  setCustomerSmsActivation,
  updateCustomer,
  useCreateCustomer,
  customerOfUserQuery,
  updateServiceContract,
  useAddServiceContract,
  useSetCustomerSmsActivation,
  useUpdateCustomer,
  useUpdateServiceContract,
} from './queries/customers.ts';
export type {
  CreatedCustomer,
  CustomerCreateRequest,
  CustomerRecord,
  CustomerRoom,
  CustomerUpdateRequest,
  CustomerWithRooms,
  ServiceContractAddRequest,
  ServiceContractUpdateRequest,
  ServiceContractUsage,
} from './queries/customers.ts';
export {
  createPushSubscription,
  deletePushSubscription,
  listPushSubscriptions,
  pushKeys,
  pushSubscriptionsQuery,
  useCreatePushSubscription,
  useDeletePushSubscription,
} from './queries/push.ts';
export type { PushDevice, PushSubscriptionRequest, PushSubscriptions } from './queries/push.ts';
export {
  createUserApplication,
  deleteUserApplication,
  endOtherProfileSessions,
  endProfileSession,
  listProfileSessions,
  listUserApplications,
  profileKeys,
  profileSessionsQuery,
  renameUserApplication,
  updateProfile,
  updateProfileLanguage,
  updateProfileAlarmLinks,
  useUpdateProfileAlarmLinks,
  useCreateUserApplication,
  useDeleteUserApplication,
  useEndOtherProfileSessions,
  useEndProfileSession,
  useRenameUserApplication,
  useUpdateProfile,
  useUpdateProfileLanguage,
  userApplicationsQuery,
} from './queries/profile.ts';
export type { AccountSession, CreatedUserApplication, ProfileUpdateRequest, UserApplication } from './queries/profile.ts';
export {
  getCustomerNotificationPreferences,
  notificationPreferenceKeys,
  notificationPreferencesQuery,
  updateCustomerNotificationPreferences,
  useUpdateNotificationPreferences,
} from './queries/notification-preferences.ts';
export type { CustomerNotificationPreferences, NotificationPreferencesUpdate, SavedNotificationPreferences } from './queries/notification-preferences.ts';
export {
  bulkRoomAction,
  createPreset,
  deletePreset,
  listPresets,
  presetKeys,
  presetsQuery,
  setRoomPreset,
  updatePreset,
  useBulkRoomAction,
  useCreatePreset,
  useDeletePreset,
  useSetRoomPreset,
  useUpdatePreset,
} from './queries/presets.ts';
export type { PresetWrite, RoomBulkAnswer, RoomBulkRefusal, RoomBulkRequest, SavedPreset, SettingsPreset } from './queries/presets.ts';
export {
  activateNodeGraph,
  cardFileUrl,
  createCard,
  createNode,
  deleteCard,
  deleteNode,
  exportProtocols,
  getNodeGraph,
  importProtocols,
  moveNode,
  nodeCardCountsQuery,
  nodeCardsQuery,
  nodeGraphQuery,
  protocolDocumentQuery,
  protocolKeys,
  roomCardsQuery,
  roomNodePathQuery,
  updateCardContent,
  updateNode,
  uploadCardFiles,
  useActivateNodeGraph,
  useCreateCard,
  useCreateNode,
  useDeleteCard,
  useDeleteNode,
  useImportProtocols,
  useMoveNode,
  useUpdateCardContent,
  useUpdateNode,
} from './queries/protocols.ts';
export type {
  GraphNode,
  LocationType,
  NodeCreateRequest,
  NodeGraph,
  NodeUpdateRequest,
  ProtocolDocument,
  ProtocolImportReport,
  ProtocolModule,
  ProtocolResource,
  UploadedFiles,
} from './queries/protocols.ts';
/** The API's paths as generated from its OpenAPI document: for typing mocks of it (the panel's Storybook). */
export type { paths as ApiPaths } from './generated/schema.ts';
export {
  downloadFirmwareImage,
  factoryKeys,
  firmwareImagesQuery,
  getFactoryUnit,
  listFirmwareImages,
  recordFactoryEvent,
  recordQcResult,
  registerFactoryDevice,
  uploadFirmwareImage,
} from './queries/factory.ts';
export type {
  FactoryEvent,
  FactoryEventInput,
  FactoryUnit,
  FirmwareChannelName,
  FirmwareImage,
  QcResultInput,
  RegisteredFactoryDevice,
} from './queries/factory.ts';
export {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  pingWebhookEndpoint,
  replayWebhookDelivery,
  rotateWebhookSecret,
  updateWebhookEndpoint,
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  usePingWebhookEndpoint,
  useReplayWebhookDelivery,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
  webhookDeliveriesQuery,
  webhookEndpointsQuery,
  webhookKeys,
} from './queries/webhooks.ts';
export type {
  CreatedWebhookEndpoint,
  RotatedWebhookSecret,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointChanges,
  WebhookEndpointInput,
} from './queries/webhooks.ts';
export { auditKeys, auditQuery, listAudit } from './queries/audit.ts';
export type { AuditAction, AuditEntry, AuditListQuery, AuditPage, AuditTargetType } from './queries/audit.ts';
export { listExportUrl, type ExportedList, type ExportQueries } from './queries/exports.ts';

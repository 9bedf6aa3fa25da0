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
  alarmsQuery,
  alarmStatisticsQuery,
  getAlarmStatistics,
  listAlarms,
  resolveAlarm,
  useAcknowledgeAlarm,
  useResolveAlarm,
} from './queries/alarms.ts';
export type { AlarmExportQuery, AlarmListItem, AlarmListQuery, AlarmPage, AlarmStatistics, AlarmStatisticsQuery } from './queries/alarms.ts';
export { applyAlarmEvent } from './queries/alarm-events.ts';
export { getDevOutbox } from './queries/dev.ts';
export type { OutboxEmail, OutboxPage } from './queries/dev.ts';
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
  updateRoom,
  updateRoomAlertSchedules,
  updateRoomSettings,
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
export { bookingCountQuery, bookingKeys, bookingsQuery, listBookings, searchCustomers } from './queries/bookings.ts';
export type { Booking, BookingListQuery, BookingPage, BookingStatus, CustomerOption } from './queries/bookings.ts';

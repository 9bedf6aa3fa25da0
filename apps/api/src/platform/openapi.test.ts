import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/app.ts';

interface Operation {
  operationId?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

let server: TestServer;
let app: FastifyInstance;
beforeAll(async () => {
  server = await startTestServer();
  app = await server.app();
});
afterAll(() => server.close());

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of every route, each with an operationId and tags', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, Operation>> }>();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, ...operation })),
    );
    expect(operations.map(({ route, operationId }) => [route, operationId]).sort()).toEqual([
      ['DELETE /api/alarms/{id}/false-alarm', 'unmarkFalseAlarm'],
      ['DELETE /api/bookings/{id}', 'deleteBooking'],
      ['DELETE /api/bookings/{id}/guest-page', 'revokeBookingGuestPage'],
      ['DELETE /api/devices/{id}', 'deleteDevice'],
      ['DELETE /api/nodes/{id}', 'deleteNode'],
      ['DELETE /api/presets/{id}', 'deletePreset'],
      ['DELETE /api/profile/push-subscriptions', 'deletePushSubscription'],
      ['DELETE /api/profile/sessions', 'endOtherProfileSessions'],
      ['DELETE /api/profile/sessions/{id}', 'endProfileSession'],
      ['DELETE /api/resources/owner/{ownerId}/nodeId/{nodeId}', 'deleteNodeResources'],
      ['DELETE /api/resources/{id}/owner/{ownerId}', 'deleteResource'],
      ['DELETE /api/tasks/{id}', 'deleteTask'],
      ['DELETE /api/third-parties/avantio/unlinkcustomer', 'unlinkAvantio'],
      ['DELETE /api/third-parties/guesty/unlinkcustomer', 'unlinkGuesty'],
      ['DELETE /api/third-parties/kross/unlinkcustomer/{customerId}', 'unlinkKross'],
      ['DELETE /api/users/integrations/{id}', 'deleteUserIntegration'],
      ['DELETE /api/users/{id}', 'deleteUser'],
      ['DELETE /api/users/{id}/sessions', 'endUserSessions'],
      ['DELETE /api/webhooks/{id}', 'deleteWebhookEndpoint'],
      ['GET /api/address-suggestions', 'listAddressSuggestions'],
      ['GET /api/alarm-action', 'showAlarmAction'],
      ['GET /api/alarm-login', 'showAlarmLogin'],
      ['GET /api/alarms/export.csv', 'exportAlarms'],
      ['GET /api/alarms/export.xlsx', 'exportAlarmsXlsx'],
      ['GET /api/alarms/paginated', 'listAlarms'],
      ['GET /api/alarms/statistics', 'getAlarmStatistics'],
      ['GET /api/alarms/{id}/trail', 'getAlarmTrail'],
      ['GET /api/alarms/{roomId}', 'listRoomAlarms'],
      ['GET /api/alarms/{roomId}/range', 'listRoomAlarmsInRange'],
      ['GET /api/audit', 'listAudit'],
      ['GET /api/audit/export.csv', 'exportAudit'],
      ['GET /api/audit/export.xlsx', 'exportAuditXlsx'],
      ['GET /api/bookings', 'listBookings'],
      ['GET /api/bookings-legacy/bookingdetails/{id}', 'getLegacyBookingDetails'],
      ['GET /api/bookings/export.csv', 'exportBookings'],
      ['GET /api/bookings/export.xlsx', 'exportBookingsXlsx'],
      ['GET /api/bookings/{id}', 'getBooking'],
      ['GET /api/bookings/{id}/guest-page', 'getBookingGuestPage'],
      ['GET /api/bookings/{id}/stay', 'getBookingStay'],
      ['GET /api/configuration', 'getConfiguration'],
      ['GET /api/countries/names', 'listCountryNames'],
      ['GET /api/customers/service-contracts/user', 'listServiceContracts'],
      ['GET /api/customers/user/{userId}', 'getUserCustomer'],
      ['GET /api/customers/{id}/notification-preferences', 'getCustomerNotificationPreferences'],
      ['GET /api/customers/{id}/presets', 'listPresets'],
      ['GET /api/dev/outbox', 'getDevOutbox'],
      ['GET /api/device-version/available', 'getAvailableDeviceVersion'],
      ['GET /api/devices', 'listAllDevices'],
      ['GET /api/devices/export.csv', 'exportDevices'],
      ['GET /api/devices/export.xlsx', 'exportDevicesXlsx'],
      ['GET /api/devices/monitor/{monitorId}', 'getDeviceByMonitor'],
      ['GET /api/devices/{id}', 'getDevice'],
      ['GET /api/devicesByFilters', 'listDevices'],
      ['GET /api/events', 'streamEvents'],
      ['GET /api/factory/units/{mac}', 'getFactoryUnit'],
      ['GET /api/firmware/images', 'listFirmwareImages'],
      ['GET /api/firmware/images/{id}', 'getFirmwareImage'],
      ['GET /api/firmware/images/{id}/content', 'downloadFirmwareImage'],
      ['GET /api/guest-page/{token}', 'readGuestPage'],
      ['GET /api/health', 'getHealth'],
      ['GET /api/me', 'getMe'],
      ['GET /api/monitors/environment/{roomId}', 'getRoomEnvironment'],
      ['GET /api/monitors/lexeon-devices', 'listMonitoredDevices'],
      ['GET /api/monitors/noise-levels/{monitorId}', 'getDeviceNoiseLevels'],
      ['GET /api/monitors/pax/{roomId}', 'getRoomOccupancy'],
      ['GET /api/monitors/smokingProbability/{roomId}', 'getRoomSmokingProbability'],
      ['GET /api/monitors/{roomId}', 'getRoomNoise'],
      ['GET /api/nodes/export/{ownerId}', 'exportProtocols'],
      ['GET /api/nodes/graph/manager/{id}', 'getManagerNodeGraph'],
      ['GET /api/nodes/graph/{id}', 'getNodeGraph'],
      ['GET /api/nodes/path/{ownerId}/room/{roomId}', 'getRoomNodePath'],
      ['GET /api/nodes/subscriptions/{id}/manager', 'getManagerSubscription'],
      ['GET /api/nodes/subscriptions/{id}/owner', 'getOwnerSubscription'],
      ['GET /api/nodes/subscriptions/{id}/room', 'getRoomSubscription'],
      ['GET /api/noise-thresholds', 'listNoiseThresholds'],
      ['GET /api/ops/backup', 'getDatabaseBackup'],
      ['GET /api/ops/stats', 'getProcessStats'],
      ['GET /api/presets/{id}', 'getPreset'],
      ['GET /api/profile/push-subscriptions', 'listPushSubscriptions'],
      ['GET /api/profile/sessions', 'listProfileSessions'],
      ['GET /api/resources/file', 'getResourceFile'],
      ['GET /api/resources/owner/{ownerId}/node/{nodeId}', 'getNodeResources'],
      ['GET /api/resources/owner/{ownerId}/room/{roomId}', 'getRoomResources'],
      ['GET /api/rooms', 'listRooms'],
      ['GET /api/rooms/export.csv', 'exportRooms'],
      ['GET /api/rooms/export.xlsx', 'exportRoomsXlsx'],
      ['GET /api/rooms/license/owner/id', 'listOwnerLicenses'],
      ['GET /api/rooms/owner/id', 'listOwnerRooms'],
      ['GET /api/rooms/roomdetails/{monitorId}', 'getRoomByMonitor'],
      ['GET /api/rooms/user/used-licenses', 'listUsedLicenses'],
      ['GET /api/rooms/{id}', 'getRoom'],
      ['GET /api/rooms/{id}/alarm-tuning', 'getAlarmTuning'],
      ['GET /api/rooms/{id}/notes', 'listRoomNotes'],
      ['GET /api/rooms/{roomId}/nights', 'getRoomNights'],
      ['GET /api/task-types', 'listTaskTypes'],
      ['GET /api/tasks', 'listTasks'],
      ['GET /api/tasks/export.csv', 'exportTasks'],
      ['GET /api/tasks/export.xlsx', 'exportTasksXlsx'],
      ['GET /api/tasks/{id}', 'getTask'],
      ['GET /api/third-parties/avantio/accommodations', 'listAvantioAccommodations'],
      ['GET /api/third-parties/guesty/listings', 'listGuestyListings'],
      ['GET /api/third-parties/kross/accommodations', 'listKrossRooms'],
      ['GET /api/third-parties/status', 'getPmsIntegrationStatus'],
      ['GET /api/third-parties/sync-runs', 'listPmsSyncRuns'],
      ['GET /api/users', 'listUsers'],
      ['GET /api/users/export.csv', 'exportUsers'],
      ['GET /api/users/export.xlsx', 'exportUsersXlsx'],
      ['GET /api/users/token/{token}', 'getResetTokenEmail'],
      ['GET /api/users/usernames', 'searchUsernames'],
      ['GET /api/users/{id}', 'getUser'],
      ['GET /api/users/{id}/sessions', 'listUserSessions'],
      ['GET /api/users/{userId}/integrations', 'listUserIntegrations'],
      ['GET /api/webhooks', 'listWebhookEndpoints'],
      ['GET /api/webhooks/{id}', 'getWebhookEndpoint'],
      ['GET /api/webhooks/{id}/deliveries', 'listWebhookDeliveries'],
      ['GET /g/{token}', 'showGuestPage'],
      ['GET /l/{code}', 'followShortLink'],
      ['PATCH /api/nodes/{id}/content', 'updateNodeContent'],
      ['PATCH /api/nodes/{id}/link/{targetId}', 'moveNode'],
      ['PATCH /api/resources/{id}/content', 'updateResourceContent'],
      ['PATCH /api/resources/{id}/link/{nodeId}', 'moveResource'],
      ['PATCH /api/webhooks/{id}', 'updateWebhookEndpoint'],
      ['POST /api/alarm-action', 'doAlarmAction'],
      ['POST /api/alarm-login', 'useAlarmLogin'],
      ['POST /api/alarms/{id}/acknowledge', 'acknowledgeAlarm'],
      ['POST /api/alarms/{id}/resolve', 'resolveAlarm'],
      ['POST /api/auto-login', 'autoLogin'],
      ['POST /api/auto-login/links', 'createAutoLoginLink'],
      ['POST /api/bookings', 'createBooking'],
      ['POST /api/bookings/{id}/guest-page', 'issueBookingGuestPage'],
      ['POST /api/customers', 'createCustomer'],
      ['POST /api/customers/{id}/presets', 'createPreset'],
      ['POST /api/customers/{id}/service-contracts', 'addServiceContract'],
      ['POST /api/dev/party/{roomId}', 'startDemoParty'],
      ['POST /api/devices', 'createDevice'],
      ['POST /api/devices/bulk', 'bulkDeviceAction'],
      ['POST /api/devices/{id}/token', 'rotateDeviceToken'],
      ['POST /api/devices/{monitorId}/readings', 'ingestReadings'],
      ['POST /api/factory/devices', 'registerFactoryDevice'],
      ['POST /api/factory/events', 'recordFactoryEvent'],
      ['POST /api/factory/qc', 'recordQcResult'],
      ['POST /api/firmware/images', 'uploadFirmwareImage'],
      ['POST /api/login', 'login'],
      ['POST /api/logout', 'logout'],
      ['POST /api/new-password', 'newPassword'],
      ['POST /api/nodes', 'createNode'],
      ['POST /api/nodes/graph/owner/{id}', 'activateNodeGraph'],
      ['POST /api/nodes/import/{ownerId}', 'importProtocols'],
      ['POST /api/profile/push-subscriptions', 'createPushSubscription'],
      ['POST /api/register', 'register'],
      ['POST /api/request-ota-update', 'requestOtaUpdate'],
      ['POST /api/reset-password', 'resetPassword'],
      ['POST /api/resources', 'createResource'],
      ['POST /api/resources/nodes/counter', 'countNodeResources'],
      ['POST /api/resources/room/{linkId}', 'createRoomResource'],
      ['POST /api/resources/{ownerId}/owner/{id}/upload', 'uploadResourceFiles'],
      ['POST /api/rooms', 'createRoom'],
      ['POST /api/rooms/bulk', 'bulkRoomAction'],
      ['POST /api/rooms/owners/{id}/merge-done', 'completeOwnerMerges'],
      ['POST /api/rooms/{id}/alarm-tuning/apply', 'applyAlarmTuning'],
      ['POST /api/rooms/{id}/merge', 'mergeRoom'],
      ['POST /api/rooms/{id}/notes', 'createRoomNote'],
      ['POST /api/tasks', 'createTask'],
      ['POST /api/third-parties/avantio/linkcustomer', 'linkAvantio'],
      ['POST /api/third-parties/guesty/linkcustomer', 'linkGuesty'],
      ['POST /api/third-parties/kross/linkcustomer', 'linkKross'],
      ['POST /api/third-parties/sync', 'syncPmsNow'],
      ['POST /api/twilio/status', 'receiveTwilioStatus'],
      ['POST /api/users', 'createUser'],
      ['POST /api/users/integrations', 'createUserIntegration'],
      ['POST /api/webhooks', 'createWebhookEndpoint'],
      ['POST /api/webhooks/{id}/deliveries/{deliveryId}/replay', 'replayWebhookDelivery'],
      ['POST /api/webhooks/{id}/ping', 'pingWebhookEndpoint'],
      ['POST /api/webhooks/{id}/secret', 'rotateWebhookSecret'],
      ['PUT /api/alarms/{id}/false-alarm', 'markFalseAlarm'],
      ['PUT /api/bookings/{id}', 'updateBooking'],
      ['PUT /api/customers/{id}', 'updateCustomer'],
      ['PUT /api/customers/{id}/notification-preferences', 'updateCustomerNotificationPreferences'],
      ['PUT /api/customers/{id}/service-contracts/{contractId}', 'updateServiceContract'],
      ['PUT /api/customers/{id}/sms-activation', 'setCustomerSmsActivation'],
      ['PUT /api/devices/monitor/{monitorId}', 'updateDevice'],
      ['PUT /api/presets/{id}', 'updatePreset'],
      ['PUT /api/profile', 'updateProfile'],
      ['PUT /api/profile/alarm-links', 'updateProfileAlarmLinks'],
      ['PUT /api/profile/language', 'updateProfileLanguage'],
      ['PUT /api/rooms/monitor/{monitorId}', 'assignRoomMonitor'],
      ['PUT /api/rooms/{id}', 'updateRoom'],
      ['PUT /api/rooms/{id}/preset', 'setRoomPreset'],
      ['PUT /api/rooms/{id}/settings', 'updateRoomSettings'],
      ['PUT /api/rooms/{id}/settings/alert-schedules', 'updateRoomAlertSchedules'],
      ['PUT /api/rooms/{id}/swap-monitors', 'swapRoomMonitors'],
      ['PUT /api/tasks/{id}', 'updateTask'],
      ['PUT /api/users/integrations/{id}', 'renameUserIntegration'],
      ['PUT /api/users/password/{id}', 'changePassword'],
      ['PUT /api/users/{id}', 'updateUser'],
    ]);
    for (const operation of operations) expect(operation.tags?.length, operation.route).toBeGreaterThan(0);
  });

  it('describes the shapes the client is generated from', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const schemas = document.components.schemas;
    expect(schemas.CurrentUser.required).toEqual(['_id', 'username', 'email', 'role', 'name']);
    expect(Object.keys(schemas.CurrentUser.properties)).toEqual([
      '_id',
      'username',
      'email',
      'role',
      'name',
      'customerId',
      'alias',
      'language',
      'alarmLinksLogIn',
    ]);
    expect(schemas.ApiError.required).toEqual(['statusCode', 'message', 'timestamp']);
    expect(schemas.Configuration.properties.environment).toMatchObject({ anyOf: [{ type: 'string', enum: ['development', 'production'] }, { type: 'null' }] });
    const login = document.paths['/api/login'].post;
    expect(login.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/LoginInput' });
    expect(login.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CurrentUser' });
    expect(login.responses['401'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    expect(document.paths['/api/logout'].post.responses['204'].content).toBeUndefined();
    const register = document.paths['/api/register'].post;
    expect(register.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/RegisterInput' });
    expect(Object.keys(register.responses).sort()).toEqual(['201', '400', '409', '429']);
    expect(schemas.PasswordChangeRequestInput.required).toEqual(['password', 'currentPassword']);
    expect(document.paths['/api/users/password/{id}'].put.security).toEqual([{ session: [] }]);
    const ingest = document.paths['/api/devices/{monitorId}/readings'].post;
    expect(ingest.security).toEqual([{ deviceToken: [] }]);
    expect(document.components.securitySchemes.deviceToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(ingest.requestBody.content['application/json'].schema).toMatchObject({ type: 'array', minItems: 1, maxItems: 500 });
    expect(Object.keys(ingest.responses).sort()).toEqual(['202', '400', '401', '429', '503']);
    expect(document.paths['/api/users/token/{token}'].get.responses['404'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
  });
});

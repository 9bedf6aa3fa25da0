// The Sereno server as a Fastify instance that does not listen yet: main.ts listens, tests call
// `app.inject()`, and the OpenAPI script reads its document.
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createIngestAlarms } from './alarms/ingest-hook.ts';
import { partyRoutes } from './alarms/demo-routes.ts';
import { alarmRoutes } from './alarms/routes.ts';
import { alarmTrailRoutes } from './alarms/trail-routes.ts';
import { falseAlarmRoutes } from './alarms/false-alarm-routes.ts';
import { alarmTuningRoutes } from './alarms/tuning-routes.ts';
import { addressRoutes } from './address/routes.ts';
import { auditExportRoutes } from './audit/export.ts';
import { auditRoutes } from './audit/routes.ts';
import { bookingRoutes } from './bookings/routes.ts';
import { guestPageLinkRoutes } from './guest-pages/routes.ts';
import { guestPagePublicRoutes } from './guest-pages/public-routes.ts';
import { autoLoginRoutes } from './auth/auto-login-routes.ts';
import { authRoutes } from './auth/routes.ts';
import { configurationRoutes } from './configuration/routes.ts';
import { countryRoutes } from './countries/routes.ts';
import { customerRoutes } from './customers/routes.ts';
import { contractRoutes } from './customers/contract-routes.ts';
import { deviceVersionRoutes } from './device-version/routes.ts';
import { deviceExportRoutes } from './devices/export.ts';
import { deviceRoutes } from './devices/routes.ts';
import { firmwareRoutes } from './factory/firmware-routes.ts';
import { factoryUnitRoutes } from './factory/unit-routes.ts';
import { createEmailDelivery } from './email/delivery.ts';
import { devOutboxRoutes } from './email/routes.ts';
import { createLocalEventBus, type EventBus } from './events/bus.ts';
import { eventRoutes } from './events/routes.ts';
import { startHousekeeping } from './housekeeping/housekeeping.ts';
import { monitorRoutes } from './monitors/routes.ts';
import { nightRoutes } from './nights/routes.ts';
import { notifyAlarmStage } from './notifications/alarm-notifications.ts';
import { settleUndeliverable, type NotificationProviders } from './notifications/jobs.ts';
import { notificationPreferenceRoutes } from './notifications/preferences-routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { createNotificationWorker } from './notifications/worker.ts';
import { alarmActionRoutes, shortLinkRoutes } from './notifications/link-routes.ts';
import { alarmLoginRoutes } from './notifications/login-link-routes.ts';
import { twilioStatusPath, twilioStatusRoutes } from './notifications/twilio/status-routes.ts';
import { profileRoutes } from './users/profile-routes.ts';
import { pushSubscriptionRoutes } from './push/routes.ts';
import { opsRoutes } from './ops/routes.ts';
import { createAfterAnswer } from './platform/after-answer.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/database.ts';
import { frameworkErrors, installErrorHandling } from './platform/errors.ts';
import { registerFrontends } from './platform/frontends.ts';
import { batchedLogStream } from './platform/log-stream.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { guardRoutes } from './platform/route-guard.ts';
import { registerCrossSiteGuard } from './platform/cross-site.ts';
import { roomOnlyGuard } from './platform/room-only.ts';
import { alarmRoomOf } from './alarms/responses.ts';
import { registerSecurityHeaders } from './platform/security.ts';
import { createSerializerCompiler } from './platform/serializer.ts';
import { createSessions } from './platform/session/session.ts';
import { noiseThresholdRoutes } from './rooms/noise-thresholds.ts';
import { roomRoutes } from './rooms/routes.ts';
import { presetRoutes } from './presets/routes.ts';
import { startMqttIngest, type MqttIngest } from './mqtt/ingest.ts';
import { thirdPartyRoutes } from './third-parties/routes.ts';
import { createThirdParties } from './third-parties/service.ts';
import { startPmsSync } from './third-parties/sync.ts';
import { createIngest } from './readings/ingest.ts';
import { readingRoutes } from './readings/routes.ts';
import { taskExportRoutes } from './tasks/export.ts';
import { taskRoutes } from './tasks/routes.ts';
import { taskTypeRoutes } from './tasks/type-routes.ts';
import { openFileStorage } from './protocols/file-storage.ts';
import { protocolRoutes } from './protocols/routes.ts';
import { userIntegrationRoutes } from './applications/routes.ts';
import { userExportRoutes } from './users/export.ts';
import { userManagementRoutes } from './users/management-routes.ts';
import { userSessionRoutes } from './users/session-routes.ts';
import { userRoutes } from './users/routes.ts';
import { createSecretBox } from './third-parties/crypto.ts';
import { createWebhookDelivery } from './webhooks/delivery.ts';
import { emitAlarmStage } from './webhooks/events.ts';
import { resealWebhookSecrets } from './webhooks/service.ts';
import { webhookRoutes } from './webhooks/routes.ts';

export interface AppOptions {
  config: Config;
  db: Database;
  /** The time, for tests that move it; the wall clock otherwise. */
  clock?: () => Date;
  /** Where room events go (new readings, status changes); a bus of this process otherwise. */
  events?: EventBus;
  /** PGlite's copy of its data folder, for GET /api/ops/backup (openDatabase's `dumpDataDir`). */
  dumpDataDir?: (() => Promise<Blob>) | undefined;
  /** How often an event stream reads again which rooms its user may see (30 s; tests shorten it). */
  eventStreamRefreshMs?: number;
}

/**
 * One log line per request where Fastify writes two ("incoming request", then "request completed"):
 * the completed line, given the request's method, URL and address too. Half the logging work of
 * every call, and one line to read per request.
 */
class CompletedRequestsOnly extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...entry, err: error }, 'request errored');
    else reply.log.info(entry, 'request completed');
  }
}

const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

export async function buildApp({
  config,
  db,
  clock = () => new Date(),
  events = createLocalEventBus(),
  dumpDataDir,
  eventStreamRefreshMs,
}: AppOptions): Promise<FastifyInstance> {
  const { secret } = config;
  if (secret === null) throw new Error('buildApp needs the secret: pass the configuration through withSecret()');
  const logStream = config.logLevel === 'silent' ? null : batchedLogStream();
  const app = Fastify({
    logger: logStream ? { level: config.logLevel, stream: logStream } : false,
    logController: new CompletedRequestsOnly(),
    // Requests carry small JSON bodies; a larger one is a mistake or an attack.
    bodyLimit: 1024 * 1024,
    // The router's own refusals (a malformed URL, an over-long path parameter) in the one error shape.
    frameworkErrors,
    // A number of hops becomes the function Fastify would make of it (its types take no number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Responses by serializers compiled from their schemas; checked by zod too outside production.
  app.setSerializerCompiler(createSerializerCompiler({ checkResponses: config.checkResponses }));
  installErrorHandling(app, {
    production: config.production,
    storage: config.database.driver === 'pglite' ? `the data folder ${config.database.dataDir}` : 'the PostgreSQL server',
  });
  app.addHook('onClose', async () => logStream?.close());

  await registerSecurityHeaders(app, config);
  registerCrossSiteGuard(app);
  // A page of another site can post text/plain without asking first (a CORS "simple request"): bodies
  // are JSON (or multipart, for uploads), so text/plain is not read at all and gets 415.
  app.removeContentTypeParser('text/plain');
  await app.register(cookie);
  app.decorateRequest('currentUser', null);
  await registerOpenApi(app);

  const sessions = createSessions({ db, secureCookie: config.production, clock });
  const afterAnswer = createAfterAnswer();
  app.decorate('afterAnswer', afterAnswer);
  app.addHook('onClose', () => afterAnswer.settled());
  // Each route's `config.action` becomes its guard (docs/permissions.md).
  // A session opened by an alarm email's one-room link reaches that room only (platform/room-only.ts).
  app.decorateRequest('sessionRoomId', null);
  guardRoutes(app, sessions, roomOnlyGuard({ alarmRoomOf: (alarmId) => alarmRoomOf(db, alarmId) }));
  // Without SMTP, emails stay in the outbox (and demo mode shows them at GET /api/dev/outbox).
  const emailDelivery = config.smtp ? createEmailDelivery({ db, smtp: config.smtp, clock, log: app.log }) : null;
  app.decorate('emailDelivery', emailDelivery);
  // Emails left from before a restart go out at start rather than at the first timer.
  app.addHook('onReady', async () => emailDelivery?.wake());
  app.addHook('onClose', async () => emailDelivery?.close());
  // Alarm notifications (docs/alarms.md): SMS and calls with TWILIO_*, emails through the outbox above.
  // A message whose channel has no provider is kept as not sent (reason no-provider), never left
  // waiting; GET /api/dev/outbox shows it in demo mode.
  const notificationProviders: NotificationProviders = {
    email: config.smtp !== null,
    sms: config.twilio !== null,
    call: config.twilio !== null,
    push: config.vapid !== null,
  };
  app.decorate('notificationProviders', notificationProviders);
  // The messages link to the alarm and carry its one-tap actions (notifications/message-links.ts).
  const messageLinks = { publicUrl: config.publicUrl, secret };
  // Each stage also goes to the customer's webhooks (docs/webhooks.md), in the same transaction.
  const notify: typeof notifyAlarmStage = async (tx, input) => {
    await notifyAlarmStage(tx, input, notificationProviders, messageLinks);
    await emitAlarmStage(tx, input);
  };
  // Signed webhooks (docs/webhooks.md): outside production a local receiver (http://localhost) may be called.
  const webhookAddresses = { allowLoopback: !config.production };
  // The signing secrets are sealed at rest under a key of their own derived from SERENO_SECRET.
  const webhookBox = createSecretBox(secret, config.previousSecret ? [config.previousSecret] : [], 'sereno webhook secrets v1');
  const webhookDelivery = createWebhookDelivery({ db, clock, log: app.log, addresses: webhookAddresses, box: webhookBox, ...config.webhooks });
  app.decorate('webhookDelivery', webhookDelivery);
  app.addHook('onReady', async () => webhookDelivery.wake());
  app.addHook('onClose', () => webhookDelivery.close());
  const notificationWorker = createNotificationWorker({
    db,
    twilio: config.twilio,
    vapid: config.vapid,
    emailDelivery,
    clock,
    log: app.log,
    events,
    // Twilio reports each SMS's and call's delivery there (notifications/twilio/status-routes.ts).
    statusCallbackUrl: `${config.publicUrl}${twilioStatusPath}`,
  });
  app.decorate('notificationWorker', notificationWorker);
  app.addHook('onReady', async () => {
    const settled = await settleUndeliverable(db, notificationProviders, clock());
    if (settled > 0) app.log.info({ settled }, 'notifications left waiting for a provider this server does not have: kept as not sent');
    notificationWorker.wake();
  });
  app.addHook('onClose', () => notificationWorker.close());
  app.addHook('onClose', async () => events.close());
  const fileStorage = openFileStorage(config.fileStorage);
  const housekeeping = startHousekeeping({
    db,
    events,
    clock,
    retentionDays: config.readingRetentionDays,
    log: app.log,
    files: fileStorage,
    providers: notificationProviders,
  });
  app.addHook('onClose', () => housekeeping.stop());
  // Device readings, over HTTP always and over MQTT with MQTT_URL (docs/devices.md).
  const alarms = createIngestAlarms({
    db,
    events,
    log: app.log,
    quietMinutes: config.alarmQuietMinutes,
    guestGraceMinutes: config.alarmGuestGraceMinutes,
    notify,
  });
  const ingest = createIngest({ db, events, clock, log: app.log, maxPending: config.ingestMaxPending, alarms, deviceRate: config.ingestDeviceRate });
  app.decorate('ingest', ingest);
  let mqttIngest: MqttIngest | null = null;
  app.decorate('mqttIngest', () => mqttIngest);
  app.addHook('onReady', async () => {
    if (config.mqtt) mqttIngest = startMqttIngest({ ...config.mqtt, ingest, log: app.log, clock });
  });
  // MQTT first, so that no new batch arrives while the writer finishes the queued ones.
  app.addHook('onClose', async () => {
    await mqttIngest?.close();
    await ingest.close();
  });
  // The PMS integrations (docs/integrations.md): one set of clients, and the scheduled import.
  const thirdParties = createThirdParties({ db, settings: config.pms, secret, previousSecrets: config.previousSecret ? [config.previousSecret] : [], clock });
  if (config.pms.syncEveryMinutes > 0) {
    const pmsSync = startPmsSync({ db, thirdParties, clock, log: app.log, everyMs: config.pms.syncEveryMinutes * 60_000 });
    app.addHook('onClose', () => pmsSync.stop());
  }
  // After a key rotation (docs/integrations.md), the credentials of the previous key are sealed again under the new one.
  if (config.previousSecret) {
    app.addHook('onReady', async () => {
      const resealed = await thirdParties.connections.resealAll();
      app.log.info({ resealed }, 'PMS credentials sealed again under the current SERENO_SECRET');
      const webhookSecrets = await resealWebhookSecrets(db, webhookBox);
      app.log.info({ resealed: webhookSecrets }, 'webhook signing secrets sealed again under the current SERENO_SECRET');
    });
  }
  // The guest's page (docs/guest-page.md): its JSON under /api, the page itself at /g/{token}.
  const guestPages = guestPagePublicRoutes({ db, clock, graceMinutes: config.alarmGuestGraceMinutes });
  await app.register(
    async (api) => {
      await api.register(configurationRoutes, { environment: config.environment });
      await api.register(readingRoutes, { ingest });
      await api.register(authRoutes, { db, sessions, clock, publicUrl: config.publicUrl, emailDelivery, afterAnswer });
      await api.register(autoLoginRoutes, { db, sessions, clock, secret, publicUrl: config.publicUrl });
      await api.register(userRoutes, { db, sessions, clock });
      await api.register(profileRoutes, { db, sessions, clock });
      await api.register(pushSubscriptionRoutes, { db, clock, vapid: config.vapid, addresses: webhookAddresses });
      await api.register(userManagementRoutes, { db, clock });
      await api.register(userExportRoutes, { db });
      await api.register(userSessionRoutes, { db, sessions, clock });
      await api.register(userIntegrationRoutes, { db, clock });
      await api.register(customerRoutes, { db, clock });
      await api.register(contractRoutes, { db, clock });
      await api.register(auditRoutes, { db });
      await api.register(auditExportRoutes, { db });
      await api.register(roomRoutes, { db, clock, thirdParties });
      await api.register(noiseThresholdRoutes);
      await api.register(presetRoutes, { db, clock });
      await api.register(deviceRoutes, { db, clock, firmwareVersion: config.firmwareVersion });
      await api.register(deviceExportRoutes, { db, clock, firmwareVersion: config.firmwareVersion });
      await api.register(deviceVersionRoutes, { db, clock, firmwareVersion: config.firmwareVersion });
      await api.register(firmwareRoutes, { db, clock });
      await api.register(factoryUnitRoutes, { db, clock });
      await api.register(eventRoutes, { db, sessions, events, ...(eventStreamRefreshMs === undefined ? {} : { refreshMs: eventStreamRefreshMs }) });
      await api.register(monitorRoutes, { db, clock });
      await api.register(notificationRoutes, { db, clock });
      await api.register(notificationPreferenceRoutes, { db, clock });
      await api.register(alarmRoutes, { db, clock, events, notify });
      await api.register(alarmTrailRoutes, { db });
      await api.register(falseAlarmRoutes, { db, clock, events });
      await api.register(alarmTuningRoutes, { db, clock });
      await api.register(alarmLoginRoutes, { db, sessions, clock, secret, publicUrl: config.publicUrl });
      await api.register(twilioStatusRoutes, { db, clock, twilio: config.twilio, publicUrl: config.publicUrl });
      await api.register(alarmActionRoutes, { db, clock, secret, publicUrl: config.publicUrl, events, notify });
      await api.register(bookingRoutes, { db, clock });
      await api.register(guestPageLinkRoutes, { db, clock, settings: messageLinks });
      await api.register(guestPages.json);
      await api.register(nightRoutes, { db, clock });
      await api.register(taskTypeRoutes, { db });
      await api.register(taskRoutes, { db, clock, events });
      await api.register(taskExportRoutes, { db });
      await api.register(protocolRoutes, {
        db,
        clock,
        files: { storage: fileStorage, uploadDir: path.join(config.dataDir, 'uploads') },
      });
      await api.register(addressRoutes, { geocoder: config.geocoder });
      await api.register(countryRoutes);
      await api.register(opsRoutes, {
        db,
        ingest,
        mqttIngest: () => mqttIngest,
        jobs: () => ({ notifications: notificationWorker.stats(), email: emailDelivery?.stats() ?? null }),
        clock,
        dumpDataDir,
      });
      await api.register(thirdPartyRoutes, { db, clock, thirdParties });
      await api.register(webhookRoutes, { db, clock, delivery: webhookDelivery, addresses: webhookAddresses, box: webhookBox });
      await api.register(devOutboxRoutes, { db, providers: notificationProviders, demo: config.demo });
      if (config.demo) await api.register(partyRoutes, { db, clock });
    },
    { prefix: '/api' },
  );

  await app.register(shortLinkRoutes, { db, clock, publicUrl: config.publicUrl });
  await app.register(guestPages.page);
  await registerFrontends(app, config);
  return app;
}

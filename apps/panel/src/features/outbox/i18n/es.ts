// The outbox page's texts, loaded with its route (app/featureTexts.ts). Spanish is the default and the
// fallback; `en.ts` must have every key.
import type { TextsOf } from '../../../shared/i18n/texts.ts';

export const outboxEs = {
  outbox: {
    title: 'Bandeja de salida',
    logTitle: 'Registro de envíos',
    intro: 'Los avisos de alarmas y los emails que Sereno envía, los más nuevos primero, con su estado.',
    demoIntro:
      'Esto es una demo: lo que Sereno no puede enviar porque no tiene proveedor se queda aquí, tal como le llegaría a cada persona. Provoca una alarma y mira cómo avisa.',
    providersMissing: 'Sin proveedor configurado para: {{channels}}. Esos avisos no salen del servidor; los ves aquí.',
    views: { label: 'Qué mostrar', notifications: 'Avisos de alarmas', emails: 'Emails' },
    count: {
      notifications_one: '{{count}} aviso',
      notifications_other: '{{count}} avisos',
      emails_one: '{{count}} email',
      emails_other: '{{count}} emails',
      failures_one: '{{count}} fallo',
      failures_other: '{{count}} fallos',
    },
    onlyFailures: 'Solo los fallos',
    onlyFailuresHelp: 'Lo que el proveedor rechazó, para siempre o hasta el próximo intento. Lo que no sale por falta de proveedor no es un fallo.',
    listLabel: { notifications: 'Avisos', emails: 'Emails' },
    loadError: 'No se ha podido cargar la bandeja de salida.',
    empty: {
      notificationsTitle: 'Aún no hay avisos',
      notificationsText: 'Cuando una sala dé una alarma o un dispositivo se desconecte, aquí verás las llamadas, los SMS y los emails.',
      emailsTitle: 'Aún no hay emails',
      emailsText: 'Aquí aparecerán los emails de la cuenta, como el enlace para cambiar la contraseña.',
      failuresTitle: 'Ningún fallo',
      failuresText: 'Todo lo que se ha intentado enviar ha salido.',
    },
    channel: { call: 'Llamada', sms: 'SMS', email: 'Email', push: 'Push' },
    kind: {
      'alarm-guest': 'Llamada al huésped',
      'alarm-host': 'Aviso de alarma',
      'alarm-resolved': 'Alarma resuelta',
      disconnection: 'Dispositivo desconectado',
    },
    to: 'Para {{to}}',
    createdAt: 'Creado {{when}}',
    sentAt: 'Enviado {{when}}',
    attempts_one: '{{count}} intento',
    attempts_other: '{{count}} intentos',
    lastError: 'Último error: {{error}}',
    voice: 'Voz: {{voice}} ({{language}})',
    callScript: 'Lo que dice la llamada',
    smsText: 'Texto del SMS',
    emailPreview: 'Email «{{subject}}» tal como llega',
    subject: 'Asunto: {{subject}}',
    redacted: 'El enlace de este email solo se muestra a quien lo recibe.',
    openRoom: 'Ver la sala',
    state: {
      pending: 'Pendiente',
      sending: 'Enviando',
      sent: 'Enviado',
      retrying: 'Reintentando',
      failed: 'Fallido',
      notSent: 'No enviado',
      smsNotActivated: 'SMS sin activar',
    },
    stateHelp: {
      pending: 'Espera su turno para salir.',
      sending: 'El proveedor lo está enviando.',
      sent: 'El proveedor lo aceptó.',
      retrying: 'Falló y se volverá a intentar.',
      failed: 'No se pudo enviar y no se volverá a intentar.',
      notSent: 'No hay proveedor para este canal: no ha salido del servidor. Es lo que habría recibido.',
      smsNotActivated: 'El proveedor aún no ha activado los SMS de este cliente: no se envían hasta entonces.',
    },
  },
} as const;

export type OutboxTexts = TextsOf<typeof outboxEs>;

// The panel's own texts. Spanish is the default and the fallback; `en.ts` must have every key.
import type { TextsOf } from './texts.ts';

export const es = {
  app: {
    name: 'Sereno',
    tagline: 'Ruido, humo y ocupación de tus alojamientos, vigilados en calma.',
  },
  common: {
    exportCsv: 'Exportar CSV',
    exportXlsx: 'Exportar Excel',
    retry: 'Reintentar',
  },
  access: {
    notAllowedTitle: 'No tienes acceso a esta página',
    notAllowedText: 'Tu rol no permite ver esta sección. Si crees que deberías, pídeselo a un administrador.',
    backHome: 'Volver al panel',
  },
  alarmAttention: {
    title: 'Nueva alarma en {{room}}',
    openRoom: 'Ver la sala',
    openAlarms: 'Ver las alarmas activas',
    tabTitle: '({{active}}) {{app}}',
  },
  theme: {
    toDark: 'Tema oscuro',
    toLight: 'Tema claro',
  },
  home: {
    greeting: 'Hola, {{name}}',
    signedInAs: 'Has iniciado sesión como {{username}} ({{role}}).',
    loading: 'Cargando tu cuenta…',
  },
  live: {
    live: 'En directo',
    connecting: 'Conectando…',
    offline: 'Sin conexión en directo',
  },
  nav: {
    label: 'Navegación principal',
    main: 'Operación',
    tools: 'Herramientas',
    account: 'Cuenta',
    listings: 'Salas',
    devices: 'Dispositivos',
    users: 'Usuarios',
    bookings: 'Reservas',
    taskCalendar: 'Calendario de tareas',
    tasks: 'Tareas',
    protocols: 'Protocolos',
    alarms: 'Alarmas',
    dashboard: 'Panel',
    flasher: 'Flasher',
    monitors: 'Monitores',
    outbox: 'Bandeja de salida',
    audit: 'Registro de auditoría',
    profile: 'Perfil',
    settings: 'Ajustes',
    logout: 'Cerrar sesión',
  },
  roles: {
    admin: 'Administrador',
    controller: 'Controlador',
    fieldServiceAgents: 'Agente de guardia',
    manager: 'Gestor',
    customer: 'Cliente',
    manufacturer: 'Fabricante',
  },
} as const;

export type PanelTexts = TextsOf<typeof es>;

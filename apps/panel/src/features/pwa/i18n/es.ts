/** The installable panel's texts (docs/pwa.md): the offline banner and the push switch of the profile. */
export const pwaEs = {
  pwa: {
    offline: {
      title: 'Sin conexión',
      text: 'El panel no llega al servidor: lo que ves puede no estar al día. Volverá a cargar los datos en cuanto haya conexión.',
    },
    online: 'Conexión recuperada',
    push: {
      title: 'Notificaciones en este dispositivo',
      description:
        'Recibe las alarmas de tus salas en este navegador o teléfono, como notificaciones, además de por email. Llegan a quien recibe los emails de alarma.',
      toggle: 'Notificaciones en este dispositivo',
      on: 'Este dispositivo recibe las alarmas.',
      off: 'Este dispositivo no recibe las alarmas.',
      unsupported:
        'Este navegador no admite notificaciones push. En un iPhone o iPad, añade Sereno a la pantalla de inicio (Compartir → Añadir a pantalla de inicio) y ábrelo desde allí.',
      denied: 'Has bloqueado las notificaciones de Sereno en este navegador. Permítelas en los ajustes del sitio para activarlas.',
      unavailable: 'El servidor no tiene configuradas las notificaciones push.',
      failed: 'No se han podido activar las notificaciones: {{reason}}',
      devices_one: 'Tienes {{count}} dispositivo con notificaciones.',
      devices_other: 'Tienes {{count}} dispositivos con notificaciones.',
    },
  },
};

// The settings page's texts, loaded with its route (app/featureTexts.ts) so that the entry stays small.
// Spanish is the default and the fallback; `en.ts` must have every key.
import type { TextsOf } from '../../../shared/i18n/texts.ts';

export const settingsEs = {
  settings: {
    title: 'Ajustes',
    intro: 'El idioma del panel, tu contraseña y, si eres cliente, tus cuentas de PMS.',
    tabs: { label: 'Ajustes', language: 'Idioma', password: 'Contraseña', integrations: 'Integraciones' },
    language: {
      description: 'El panel se muestra en este idioma en este navegador.',
    },
    password: {
      title: 'Cambiar la contraseña',
      current: 'Contraseña actual',
      new: 'Nueva contraseña',
      hint: 'Al menos 8 caracteres, con una mayúscula, una minúscula, un dígito y uno de @#$%^&+=!.',
      confirm: 'Repite la nueva contraseña',
      submit: 'Cambiar la contraseña',
      changed: 'Tu contraseña ha cambiado. Las demás sesiones de tu cuenta se han cerrado.',
    },
    integrations: {
      intro:
        'Conecta tu cuenta de Guesty, Avantio o Kross para que sus reservas lleguen a Sereno. Después, vincula cada sala con su anuncio en los ajustes de la sala.',
      connected: 'Conectada',
      notConnected: 'Sin conectar',
      connectedSince: 'Conectada el {{when}}.',
      lastSync: 'Última sincronización: {{when}}',
      neverSynced: 'Aún no se ha sincronizado.',
      lastRunFailed: 'La última sincronización falló: {{message}}',
      syncNow: 'Sincronizar ahora',
      synced: 'Sincronizado con {{provider}}: {{imported}} reservas nuevas, {{updated}} actualizadas.',
      syncBusy: 'Ya hay una sincronización de {{provider}} en curso. Vuelve a intentarlo en un momento.',
      secretsNote: 'Las credenciales se guardan cifradas y no se vuelven a mostrar.',
      connect: 'Conectar',
      replace: 'Cambiar las credenciales',
      replaceNote: 'Las nuevas credenciales sustituyen a las guardadas. Si son de otra cuenta, las reservas se importan de nuevo desde ella.',
      cancel: 'Cancelar',
      disconnect: 'Desconectar',
      disconnectTitle: '¿Desconectar la cuenta de {{provider}}?',
      disconnectText:
        'Sereno olvidará las credenciales y dejará de importar sus reservas. Las reservas ya importadas se quedan, y cada sala conserva su vínculo, que volverá a funcionar si conectas de nuevo la misma cuenta.',
      connectedNotice: 'Tu cuenta de {{provider}} está conectada. Ya puedes vincular tus salas en sus ajustes.',
      disconnectedNotice: 'Tu cuenta de {{provider}} se ha desconectado.',
      fields: {
        guesty: { clientId: 'Client ID', clientSecret: 'Client secret' },
        avantio: { authKey: 'Clave de API (auth key)' },
        kross: { apiKey: 'API key', hotelId: 'ID del hotel', clientId: 'Usuario de la API', clientSecret: 'Contraseña de la API' },
      },
      help: {
        guesty: 'Crea una aplicación en Guesty (Integrations → Open API) y copia su client ID y su client secret.',
        avantio: 'La clave de la API de PMS v2 que te da Avantio.',
        kross: 'La API key, el ID del hotel y el usuario y la contraseña de la API que te da Kross.',
      },
    },
  },
} as const;

export type SettingsTexts = TextsOf<typeof settingsEs>;

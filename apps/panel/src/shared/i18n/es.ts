// The panel's own texts. Spanish is the default and the fallback; `en.ts` must have every key.
export const es = {
  app: {
    name: 'Sereno',
    tagline: 'Ruido, humo y ocupación de tus alojamientos, vigilados en calma.',
  },
  language: {
    label: 'Idioma',
    name: 'Español',
  },
  common: {
    retry: 'Reintentar',
  },
  theme: {
    toDark: 'Tema oscuro',
    toLight: 'Tema claro',
  },
  login: {
    title: 'Iniciar sesión',
    intro: 'Entra con tu usuario o tu email.',
    username: 'Usuario o email',
    password: 'Contraseña',
    passwordHint: 'Al menos 6 caracteres',
    submit: 'Entrar',
    forgotPassword: '¿Has olvidado tu contraseña?',
    noAccount: '¿Aún no tienes cuenta?',
    register: 'Crear una cuenta',
  },
  register: {
    title: 'Crear una cuenta',
    intro: 'Tu cuenta de cliente para vigilar tus alojamientos.',
    name: 'Nombre',
    username: 'Usuario',
    email: 'Email',
    password: 'Contraseña',
    passwordHint: 'Al menos 6 caracteres',
    confirmPassword: 'Repite la contraseña',
    submit: 'Crear cuenta',
    haveAccount: '¿Ya tienes cuenta?',
    login: 'Inicia sesión',
  },
  resetPassword: {
    title: 'Recuperar la contraseña',
    intro: 'Escribe el email de tu cuenta y te enviaremos un enlace para elegir una contraseña nueva.',
    email: 'Email',
    submit: 'Enviar el enlace',
    sent: 'Si el email corresponde a una cuenta, te hemos enviado un enlace para cambiar la contraseña. Mira tu correo (también la carpeta de spam); el enlace vale una hora.',
    backToLogin: 'Volver a iniciar sesión',
  },
  newPassword: {
    title: 'Elegir una contraseña nueva',
    intro: 'Para la cuenta {{email}}.',
    checking: 'Comprobando el enlace…',
    password: 'Contraseña nueva',
    passwordHint: 'Al menos 8 caracteres, con mayúscula, minúscula, número y uno de @#$%^&+=!.',
    confirmPassword: 'Repite la contraseña',
    submit: 'Cambiar la contraseña',
    done: 'Tu contraseña ha cambiado. Ya puedes iniciar sesión con ella.',
    requestAnother: 'Pedir un enlace nuevo',
    backToLogin: 'Ir a iniciar sesión',
  },
  home: {
    greeting: 'Hola, {{name}}',
    signedInAs: 'Has iniciado sesión como {{username}} ({{role}}).',
    loading: 'Cargando tu cuenta…',
  },
  dashboard: {
    roomsTitle: 'Tus salas ahora',
    connected: 'Conectadas',
    noiseAlert: 'Con alerta de ruido',
    disconnected: 'Desconectadas',
    live: 'En directo',
    connecting: 'Conectando…',
    offline: 'Sin conexión en directo',
    loadError: 'No se han podido cargar las salas.',
    noRooms: 'Todavía no tienes salas.',
    manufacturerTitle: 'Fabricación',
    manufacturerIntro: 'Graba y prueba dispositivos con el flasher.',
    openFlasher: 'Abrir el flasher',
  },
  rooms: {
    shared: {
      status: { connected: 'Conectada', disconnected: 'Desconectada', noiseAlert: 'Alerta de ruido' },
    },
    list: {
      title: 'Salas',
    },
    wizard: {
      title: 'Añadir una sala',
    },
  },
  nav: {
    label: 'Navegación principal',
    main: 'Operación',
    tools: 'Herramientas',
    account: 'Cuenta',
    dashboard: 'Panel',
    flasher: 'Flasher',
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

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type PanelTexts = Texts<typeof es>;

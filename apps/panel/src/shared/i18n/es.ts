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
  login: {
    title: 'Iniciar sesión',
    intro: 'Entra con tu usuario o tu email.',
    username: 'Usuario o email',
    password: 'Contraseña',
    passwordHint: 'Al menos 6 caracteres',
    submit: 'Entrar',
  },
  home: {
    greeting: 'Hola, {{name}}',
    signedInAs: 'Has iniciado sesión como {{username}} ({{role}}).',
    loading: 'Cargando tu cuenta…',
    loadError: 'No se han podido cargar los datos del usuario. Actualiza la página.',
  },
  nav: {
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
  errors: {
    WRONG_CREDENTIALS_ERROR: 'El usuario o la contraseña no son correctos.',
    TOO_MANY_ATTEMPTS_ERROR: 'Demasiados intentos fallidos. Espera un minuto y vuelve a intentarlo.',
    UNAUTHORIZED_ERROR: 'Tu sesión ha terminado. Vuelve a iniciar sesión.',
    FORBIDDEN_ERROR: 'No tienes permiso para hacer esto.',
    NOT_FOUND_ERROR: 'No se ha encontrado lo que buscas.',
    CONFLICT_ERROR: 'Ya existe un elemento con esos datos.',
    VALIDATION_ERROR: 'Revisa los datos: {{message}}',
    NETWORK_ERROR: 'Error de conexión. Comprueba tu red y vuelve a intentarlo.',
    UNEXPECTED_ERROR: 'Error inesperado. Vuelve a intentarlo en unos minutos.',
  },
} as const;

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type PanelTexts = Texts<typeof es>;

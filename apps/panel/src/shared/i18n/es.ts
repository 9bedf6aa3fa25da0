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
} as const;

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type PanelTexts = Texts<typeof es>;

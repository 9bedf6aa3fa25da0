// The public pages' texts (log in, register, reset and new password), loaded with their routes
// (app/featureTexts.ts), so that the entry carries none of them. Spanish is the default and the
// fallback; `en.ts` must have every key.
import type { TextsOf } from '../../../shared/i18n/texts.ts';

export const authEs = {
  login: {
    title: 'Iniciar sesión',
    intro: 'Entra con tu usuario o tu email.',
    username: 'Usuario o email',
    password: 'Contraseña',
    passwordHint: 'Al menos 8 caracteres',
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
    passwordHint: 'Al menos 8 caracteres, con mayúscula, minúscula, número y uno de @#$%^&+=!.',
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
  signedIn: {
    title: 'Abriendo tu sesión',
    checking: 'Comprobando la sesión…',
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
} as const;

export type AuthTexts = TextsOf<typeof authEs>;

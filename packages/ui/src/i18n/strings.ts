import { useLocale } from 'react-aria-components';

// The few strings the design system writes itself. Apps translate everything else and pass it in;
// these follow the locale given to ThemeRoot (react-aria's I18nProvider). Spanish is the fallback.
const es = {
  showPassword: 'Mostrar contraseña',
  closeNotification: 'Cerrar notificación',
  pending: 'En curso',
  toneSuccess: 'Correcto',
  toneError: 'Error',
  toneWarning: 'Aviso',
  toneInfo: 'Información',
};

export type UiStrings = Record<keyof typeof es, string>;

const en: UiStrings = {
  showPassword: 'Show password',
  closeNotification: 'Close notification',
  pending: 'In progress',
  toneSuccess: 'Success',
  toneError: 'Error',
  toneWarning: 'Warning',
  toneInfo: 'Information',
};

export function stringsFor(locale: string): UiStrings {
  const language = locale.split(/[-_]/, 1)[0]?.toLowerCase();
  return language === 'en' ? en : es;
}

export function useUiStrings(): UiStrings {
  return stringsFor(useLocale().locale);
}

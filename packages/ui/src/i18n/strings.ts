import { useLocale } from 'react-aria-components';
import { useThemeRootCheck } from '../private/themeRootCheck';

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
  // Form fields ({name} placeholders are filled with `fill`)
  characterCount: '{count} de {max} caracteres',
  selectPlaceholder: 'Seleccione una opción',
  showOptions: 'Mostrar opciones',
  loadingOptions: 'Cargando…',
  noOptions: 'Sin resultados',
  optionsFailed: 'No se pudieron cargar las opciones. Vuelva a abrir la lista para reintentarlo.',
  loadMore: 'Cargar más',
  clear: 'Borrar',
  dropFiles: 'Arrastre los archivos aquí o',
  chooseFiles: 'Elija archivos',
  filesTooLarge: 'Los archivos son demasiado grandes. El límite es de {limit} por archivo.',
  fileTypeRefused: 'Este tipo de archivo no se admite.',
  acceptedTypes: 'Tipos admitidos: {types}',
  removeFile: 'Quitar {name}',
  language: 'Idioma',
  // End of form fields
  // Layout, navigation and feedback
  navigation: 'Navegación',
  openNavigation: 'Abrir navegación',
  compactNavigation: 'Navegación compacta',
  skipToContent: 'Saltar al contenido',
  breadcrumbs: 'Ruta de navegación',
  loading: 'Cargando…',
  close: 'Cerrar',
  cancel: 'Cancelar',
  confirmSave: 'Guardar',
  confirmAccept: 'Aceptar',
  confirmDelete: 'Eliminar',
  notifications: 'Notificaciones',
  // End of layout, navigation and feedback
  // Data display
  pagination: 'Paginación',
  rowsPerPage: 'Filas por página',
  pageRange: '{start}–{end} de {total}',
  pageRangeEmpty: '0 de 0',
  pageNumber: 'Página {page}',
  pageInput: 'Página (de {pages})',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  selectRow: 'Seleccionar fila',
  selectAllRows: 'Seleccionar todas las filas',
  rowActions: 'Acciones',
  noRows: 'No hay nada que mostrar.',
  chartMin: 'mín.',
  chartMiddle: 'medio',
  chartMax: 'máx.',
  chartNoData: 'Sin datos en este periodo.',
  chartSummary: 'Resumen: {label}',
  chartSeries: 'Serie',
  chartLast: 'Última lectura',
  chartLastTime: 'Hora',
  chartMinimum: 'Mínimo',
  chartMaximum: 'Máximo',
  chartPointHelp: 'Use las flechas izquierda y derecha para recorrer las lecturas.',
  chartFrom: 'Desde',
  chartTo: 'Hasta',
  chartValue: 'Valor',
  // End of data display
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
  // Form fields
  characterCount: '{count} of {max} characters',
  selectPlaceholder: 'Select an option',
  showOptions: 'Show options',
  loadingOptions: 'Loading…',
  noOptions: 'No results',
  optionsFailed: 'The options could not be loaded. Open the list again to retry.',
  loadMore: 'Load more',
  clear: 'Clear',
  dropFiles: 'Drag the files here or',
  chooseFiles: 'Choose files',
  filesTooLarge: 'The files are too large. The limit is {limit} per file.',
  fileTypeRefused: 'This file type is not accepted.',
  acceptedTypes: 'Accepted types: {types}',
  removeFile: 'Remove {name}',
  language: 'Language',
  // End of form fields
  // Layout, navigation and feedback
  navigation: 'Navigation',
  openNavigation: 'Open navigation',
  compactNavigation: 'Compact navigation',
  skipToContent: 'Skip to content',
  breadcrumbs: 'Breadcrumbs',
  loading: 'Loading…',
  close: 'Close',
  cancel: 'Cancel',
  confirmSave: 'Save',
  confirmAccept: 'Accept',
  confirmDelete: 'Delete',
  notifications: 'Notifications',
  // End of layout, navigation and feedback
  // Data display
  pagination: 'Pagination',
  rowsPerPage: 'Rows per page',
  pageRange: '{start}–{end} of {total}',
  pageRangeEmpty: '0 of 0',
  pageNumber: 'Page {page}',
  pageInput: 'Page (of {pages})',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  selectRow: 'Select row',
  selectAllRows: 'Select all rows',
  rowActions: 'Actions',
  noRows: 'There is nothing to show.',
  chartMin: 'min',
  chartMiddle: 'mid',
  chartMax: 'max',
  chartNoData: 'No data in this period.',
  chartSummary: 'Summary: {label}',
  chartSeries: 'Series',
  chartLast: 'Last reading',
  chartLastTime: 'Time',
  chartMinimum: 'Minimum',
  chartMaximum: 'Maximum',
  chartPointHelp: 'Use the left and right arrows to go through the readings.',
  chartFrom: 'From',
  chartTo: 'To',
  chartValue: 'Value',
  // End of data display
};

export function stringsFor(locale: string): UiStrings {
  const language = locale.split(/[-_]/, 1)[0]?.toLowerCase();
  return language === 'en' ? en : es;
}

export function useUiStrings(): UiStrings {
  useThemeRootCheck();
  return stringsFor(useLocale().locale);
}

/** Fills the `{name}` placeholders of a string of this file. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, key: string) => String(values[key] ?? placeholder));
}

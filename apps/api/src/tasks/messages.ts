// The tasks' own texts, in Spanish (default) and English. A refused change starts with spec §8's
// 'Failed to update task', kept as the code the panel shows, then says why.
import type { Language } from '@sereno/validation';

const texts = {
  es: {
    taskNotFound: 'La tarea no existe',
    taskTypeNotFound: 'El tipo de tarea no existe',
    bookingOfAnotherRoom: 'La reserva no existe o no es de la sala de la tarea',
    updateFailed: 'Failed to update task: {{reason}}',
  },
  en: {
    taskNotFound: 'The task does not exist',
    taskTypeNotFound: 'The task type does not exist',
    bookingOfAnotherRoom: "The booking does not exist or is not of the task's room",
    updateFailed: 'Failed to update task: {{reason}}',
  },
} satisfies Record<Language, Record<string, string>>;

export type TaskMessageKey = keyof (typeof texts)['es'];

export const taskText = (language: Language, key: TaskMessageKey, params: Record<string, string> = {}): string =>
  texts[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');

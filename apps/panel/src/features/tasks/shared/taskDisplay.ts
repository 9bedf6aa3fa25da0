// How a task reads and looks wherever it shows (the list, the calendar, the details): its priority's
// tone (the calendar colours tasks by it; the word is always there too), and its type named with
// its parent's ("Limpieza · Limpieza de salida").
import type { TaskPriority, TaskType } from '@sereno/api-client';
import type { BadgeTone } from '@sereno/ui';

export const priorityTones: Record<TaskPriority, BadgeTone> = { High: 'critical', Medium: 'caution', Low: 'info' };

/**
 * A type's (or subtype's) name in `language`, from its translations: the types are read once a
 * session, and the person may change the language meanwhile.
 */
export function nameOf(type: Pick<TaskType, 'name' | 'translations'>, language: string): string {
  return language.startsWith('en') ? type.translations.en : language.startsWith('es') ? type.translations.es : type.name;
}

/** Every type and subtype by id, each with the name to show in `language` (a subtype after its type). */
export function typeNames(types: readonly TaskType[] | undefined, language: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const type of types ?? []) {
    names.set(type._id, nameOf(type, language));
    for (const subtype of type.subtypes) names.set(subtype._id, `${nameOf(type, language)} · ${nameOf(subtype, language)}`);
  }
  return names;
}

/** The type (or subtype) with this id, and the type it belongs to. */
export function findType(types: readonly TaskType[] | undefined, id: string | undefined): { type?: TaskType; subtypeId?: string } {
  for (const type of types ?? []) {
    if (type._id === id) return { type };
    if (type.subtypes.some((subtype) => subtype._id === id)) return { type, subtypeId: id };
  }
  return {};
}

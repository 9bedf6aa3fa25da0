/** The shape a translation must have: the Spanish dictionary's keys, each holding any string. */
export type TextsOf<T> = { [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]> };

// Partial updates: only the fields a request sends change. Drizzle leaves undefined values out of
// an UPDATE and refuses one with nothing left to set ("No values to set"), but an update that
// changes nothing is a normal request: the route skips the UPDATE and answers the object as it is.

/** Whether an update's values set at least one column (undefined ones are left out). */
export const hasChanges = (values: Record<string, unknown>): boolean => Object.values(values).some((value) => value !== undefined);

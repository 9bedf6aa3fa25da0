// What the engine remembers of a room between readings (kept in `alarm_evaluations`, one row per
// room). Instants are ISO strings, as they travel through JSON.

/** Since when (reading ts) a condition has held without a break; null while it does not hold. */
export type Since = string | null;

export interface EvaluationState {
  noise: {
    /** Since when the noise has stayed at or above each level's threshold inside the alarm window. */
    low: Since;
    medium: Since;
    high: Since;
    /** Since when the room has been quiet (below `low`, or outside the window): auto-resolve counts from here. */
    quietSince: Since;
  };
  smoking: { quietSince: Since };
  occupancy: { quietSince: Since };
}

export const initialEvaluationState = (): EvaluationState => ({
  noise: { low: null, medium: null, high: null, quietSince: null },
  smoking: { quietSince: null },
  occupancy: { quietSince: null },
});

// A small seeded random generator (mulberry32), so that a simulation can be replayed in a test.
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** A number from a normal distribution (Box–Muller). */
export function gaussian(random: Random, mean = 0, deviation = 1): number {
  const u = Math.max(random(), Number.EPSILON);
  return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** A stable number from a text (FNV-1a), to seed a device from its monitorId. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const character of text) hash = Math.imul(hash ^ character.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

// How many live event streams one session, and one client address, may hold open at once: each one
// costs the server a connection, timers and a bus subscription, so one client must not be able to
// open a thousand (ASVS 5.0 V2.4.1, anti-automation). Counted in the process that holds the streams:
// behind N replicas a session may reach N times the cap, which still bounds each process.

/** A panel in a few tabs needs one stream per tab. */
export const maxStreamsPerSession = 8;
/** An office (one NAT address) of many people, each with a few tabs. */
export const maxStreamsPerAddress = 64;
/** What a refused client is told to wait: a stream frees its place only when a tab closes. */
export const streamRetryAfterSeconds = 30;

export interface StreamSlots {
  /** Takes a place for a new stream: its release, or null when the session or the address is full. */
  take(sessionId: string, address: string): (() => void) | null;
}

export function createStreamSlots({ perSession = maxStreamsPerSession, perAddress = maxStreamsPerAddress } = {}): StreamSlots {
  const bySession = new Map<string, number>();
  const byAddress = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string, change: number) => {
    const count = (counts.get(key) ?? 0) + change;
    if (count > 0) counts.set(key, count);
    else counts.delete(key);
  };
  return {
    take(sessionId, address) {
      if ((bySession.get(sessionId) ?? 0) >= perSession || (byAddress.get(address) ?? 0) >= perAddress) return null;
      add(bySession, sessionId, 1);
      add(byAddress, address, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        add(bySession, sessionId, -1);
        add(byAddress, address, -1);
      };
    },
  };
}

// A believable device: what a Sereno sensor in a holiday flat reports. Noise follows the day (quiet
// nights, a livelier evening) with now and then a party; occupancy follows the guests, who come in
// the evening and leave in the morning; a cigarette now and then raises the smoke probability;
// temperature and humidity drift slowly; the battery drains and is recharged; and a device may drop
// out for a while (no readings at all), as real ones do when their Wi-Fi fails.
import type { Reading } from '@sereno/validation';
import { gaussian, seededRandom, seedOf, type Random } from './random.ts';

export interface DeviceModelOptions {
  monitorId: string;
  /** How likely a party starts in a given evening minute (default: about one party every few nights). */
  partyChancePerMinute?: number;
  /** How likely the device drops out in a given minute (default: rarely). */
  dropoutChancePerMinute?: number;
  /** The first `seq` to send (the device's counter survives restarts: start above what it sent). */
  firstSeq?: number;
  /** The battery's level at the start, % (default: 60–100). */
  battery?: number;
  /** Whether someone plugs the device in when its battery runs low (default: yes). */
  recharged?: boolean;
  random?: Random;
}

interface State {
  seq: number;
  partyUntil: number;
  smokeUntil: number;
  dropoutUntil: number;
  temperature: number;
  humidity: number;
  battery: number;
  charging: boolean;
  iaq: number;
}

const minuteMs = 60_000;

/** The hour of the day in Spain (the demo's rooms), where the day's rhythm lives. */
// One formatter for every reading: making one is slow, and the demo's backfill asks for tens of thousands.
const madridTime = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23', timeZone: 'Europe/Madrid' });
const localHour = (at: Date): number => {
  const hour = Number(madridTime.format(at).replace(':', '.'));
  return Math.floor(hour) + (hour % 1) / 0.6;
};

/** Guests are in between 19:00 and 10:00 (and a few come back at midday). */
const guestsHome = (hour: number): boolean => hour >= 19 || hour < 10 || (hour >= 13 && hour < 15);

/**
 * Parties asked for now (demo mode's POST /api/dev/party/{roomId}), by monitorId: the device models of
 * this process hold them on top of their own random ones, so a person trying the demo in the daytime
 * sees an alarm raised, escalated and resolved without waiting for a night.
 */
const requestedParties = new Map<string, { from: number; until: number }>();

/** Makes the simulated device `monitorId` of this process report a party from `from` for `minutes`. */
export function requestParty(monitorId: string, from: Date, minutes: number): { from: Date; until: Date } {
  const party = { from: from.getTime(), until: from.getTime() + minutes * minuteMs };
  requestedParties.set(monitorId, party);
  return { from: new Date(party.from), until: new Date(party.until) };
}

/** What a simulated device reports (protocol v1). */
export type DeviceReading = Reading;

export interface DeviceModel {
  monitorId: string;
  /** The reading of the minute `at`, or null while the device is out. */
  readingAt(at: Date): Reading | null;
}

export function deviceModel({
  monitorId,
  partyChancePerMinute = 1 / 900,
  dropoutChancePerMinute = 1 / 5000,
  firstSeq = 0,
  battery,
  recharged = true,
  random = seededRandom(seedOf(monitorId)),
}: DeviceModelOptions): DeviceModel {
  const state: State = {
    seq: firstSeq,
    partyUntil: 0,
    smokeUntil: 0,
    dropoutUntil: 0,
    temperature: 20 + random() * 4,
    humidity: 45 + random() * 15,
    battery: 60 + random() * 40,
    charging: false,
    iaq: 40 + random() * 30,
  };
  if (battery !== undefined) state.battery = battery;
  const ip = `192.168.1.${10 + Math.floor(random() * 200)}`;

  return {
    monitorId,
    readingAt(at) {
      const now = at.getTime();
      if (now < state.dropoutUntil) return null;
      if (random() < dropoutChancePerMinute) {
        // Out for 35 to 90 minutes: long enough for the panel to show it disconnected.
        state.dropoutUntil = now + (35 + random() * 55) * minuteMs;
        return null;
      }
      const hour = localHour(at);
      const home = guestsHome(hour);
      const evening = hour >= 20 || hour < 2;
      if (home && evening && now >= state.partyUntil && random() < partyChancePerMinute) state.partyUntil = now + (20 + random() * 70) * minuteMs;
      const requested = requestedParties.get(monitorId);
      const party = now < state.partyUntil || (requested !== undefined && now >= requested.from && now < requested.until);
      if (home && now >= state.smokeUntil && random() < 1 / 2500) state.smokeUntil = now + (5 + random() * 10) * minuteMs;
      const smoking = now < state.smokeUntil;

      // Night floor ~32 dBA, day ~40, guests talking ~50–58, a party 72–90 with peaks.
      const base = hour < 7 ? 32 : home ? 48 : 40;
      const noise = party ? gaussian(random, 80, 5) : gaussian(random, base, home ? 5 : 3);
      const pax = party ? Math.round(10 + random() * 8) : home ? Math.round(2 + random() * 3) : Math.round(random() * 1.2);

      state.temperature += gaussian(random, (home ? 21.5 : 19.5) - state.temperature, 0.08) * 0.05;
      state.humidity = Math.min(90, Math.max(25, state.humidity + gaussian(random, 0, 0.2) + (party ? 0.05 : 0)));
      state.iaq = Math.min(480, Math.max(10, state.iaq + (party || smoking ? 3 : -0.6) + gaussian(random, 0, 1)));
      state.charging = recharged && state.battery < 15 ? true : state.battery > 98 ? false : state.charging;
      state.battery = Math.min(100, Math.max(0, state.battery + (state.charging ? 0.5 : -0.004)));

      state.seq += 1;
      const clamp = (value: number, min: number, max: number) => Math.round(Math.min(max, Math.max(min, value)) * 10) / 10;
      return {
        seq: state.seq,
        ts: at.toISOString(),
        noise: clamp(noise, 25, 120),
        smokingProbability: clamp(smoking ? 55 + random() * 40 : random() * 6, 0, 100),
        pax,
        temperature: clamp(state.temperature, -40, 85),
        humidity: clamp(state.humidity, 0, 100),
        iaq: clamp(state.iaq, 0, 500),
        iaqAccuracy: 3,
        voc: clamp(0.4 + state.iaq / 100 + random() * 0.2, 0, 100000),
        batteryLevel: clamp(state.battery, 0, 100),
        batteryMode: state.charging ? 'charging' : 'battery',
        wifi: clamp(gaussian(random, -58, 4), -120, 0),
        localip: ip,
      };
    },
  };
}

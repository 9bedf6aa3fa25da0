// A session's browser and system in two words ("Firefox · Linux"), read from its user agent: enough
// for a person to recognise their own devices in the sessions list. An agent it does not know is
// shown as it came, cut short.

const browsers: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (agent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(agent))?.[1];

/** `null` when the session carried no user agent at all. */
export function describeBrowser(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = firstMatch(userAgent, browsers);
  const system = firstMatch(userAgent, systems);
  if (!browser && !system) return userAgent.length > 60 ? `${userAgent.slice(0, 57)}…` : userAgent;
  return [browser, system].filter(Boolean).join(' · ');
}

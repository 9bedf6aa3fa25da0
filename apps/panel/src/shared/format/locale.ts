// Its own module, apart from the formatters of dateTime.ts, because the app's shell needs only this
// (for ThemeRoot) and the panel's first load has a budget (scripts/check-bundle-budget.ts).

/** The locale the panel writes dates, times and amounts in for a language ("en" → "en-GB"). */
export function formatLocale(language: string): string {
  const base = language.split(/[-_]/, 1)[0]?.toLowerCase() ?? '';
  if (base === 'en') return 'en-GB';
  if (base === 'es') return 'es-ES';
  return language;
}

/** Numbers and times as the locale writes them; readings keep one decimal at most. */
export function formatNumber(value: number, locale: string, unit?: string): string {
  const text = value.toLocaleString(locale, { maximumFractionDigits: 1 });
  return unit ? `${text} ${unit}` : text;
}

export function formatTime(time: Date, locale: string, timeZone?: string): string {
  return time.toLocaleString(locale, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
}

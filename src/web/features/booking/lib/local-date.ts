const pad = (value: number) => String(value).padStart(2, "0");

/** Today in the visitor's own time zone, as the YYYY-MM-DD a date input uses. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** How far `timeZone`'s clock is ahead of UTC at `at`, in milliseconds (Lagos: +1 h; Cape Verde: -1 h). */
function offsetAt(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The moment a clock in `timeZone` shows `date` ("2026-12-01") at `time` ("08:00"). Read twice, so a zone
 * whose offset changes near that moment (summer time) still gives the wall time asked for; a wall time that
 * a change skips is read with the offset before it.
 */
export function zonedMoment(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(new Date(wall), timeZone);
  return new Date(wall - offsetAt(new Date(first), timeZone));
}

/** Whether `date` is a day the calendar has (not "2026-02-30"). */
export function isCalendarDay(date: string): boolean {
  const at = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === date;
}

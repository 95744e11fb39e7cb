import { describe, expect, it } from "vitest";
import { isCalendarDay, zonedMoment } from "./zoned-time";

describe("zonedMoment", () => {
  it("reads a wall time on the recipient's clock as the moment it is there", () => {
    expect(zonedMoment("2026-12-01", "08:00", "Africa/Lagos").toISOString()).toBe("2026-12-01T07:00:00.000Z");
    expect(zonedMoment("2026-12-01", "08:00", "Africa/Nairobi").toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(zonedMoment("2026-12-01", "08:00", "Atlantic/Cape_Verde").toISOString()).toBe("2026-12-01T09:00:00.000Z");
    expect(zonedMoment("2027-01-01", "00:30", "UTC").toISOString()).toBe("2027-01-01T00:30:00.000Z");
  });

  it("follows summer time where the zone keeps it (Cairo in July, London in winter and summer)", () => {
    expect(zonedMoment("2026-07-15", "08:00", "Africa/Cairo").toISOString()).toBe("2026-07-15T05:00:00.000Z");
    expect(zonedMoment("2026-01-15", "08:00", "Europe/London").toISOString()).toBe("2026-01-15T08:00:00.000Z");
    expect(zonedMoment("2026-07-15", "08:00", "Europe/London").toISOString()).toBe("2026-07-15T07:00:00.000Z");
  });

  it("knows the days the calendar has", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
  });
});

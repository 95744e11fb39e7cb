/**
 * The app's idea of now. In production it is the system clock; in development and tests it can be moved
 * forward (the browser tests move it past a hold period or a new account's 48 hours instead of waiting).
 */
export type Clock = {
  now(): Date;
  /** Moves now forward; refused where the clock is not movable (production). */
  advance(ms: number): void;
};

export function createClock({ movable }: { movable: boolean }): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance(ms) {
      if (!movable) throw new Error("the clock cannot be moved in production");
      if (!Number.isFinite(ms) || ms < 0) throw new Error("the clock only moves forward");
      offsetMs += ms;
    },
  };
}

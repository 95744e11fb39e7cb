/**
 * Polls `check` until it answers something other than undefined/false, or throws after `timeoutMs`.
 * Tests wait for outcomes this way instead of sleeping a fixed time: fast when things are fast, and the
 * failure says what was being waited for.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  {
    timeoutMs = 10_000,
    intervalMs = 50,
    message = "condition",
  }: { timeoutMs?: number; intervalMs?: number; message?: string } = {},
): Promise<Exclude<T, false | undefined | null>> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false && value !== null)
        return value as Exclude<T, false | undefined | null>;
    } catch (error) {
      // An assertion inside check may fail until the condition holds; report the last one on timeout.
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const reason = lastError instanceof Error ? `: ${lastError.message}` : "";
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${message}${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

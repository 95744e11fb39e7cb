import { eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  isSettingKey,
  type PlainSettingKey,
  type PlainSettings,
  SETTING_KEYS,
  SETTINGS,
  type SecretSettingKey,
  type SettingKey,
  type SettingsEnvDefaults,
  type SettingsView,
  type SettingValue,
  secretHint,
} from "@/shared/settings";
import type { DatabaseHandle } from "../../db/client";
import { settings as settingsTable } from "../../db/schema/index";
import type { Env } from "../../env";
import { notFound, validationError } from "../../errors";
import type { PublicChanges } from "../../lib/public-changes";
import type { SecretBox } from "../../lib/secret-box";
import { createTtlCache } from "../../lib/ttl-cache";

/** Every instance LISTENs here; a write NOTIFYs it with the key, and each instance drops its cache. */
export const SETTINGS_CHANNEL = "salamu_settings";

/**
 * How long an instance trusts its cached rows. Notifications are hints (one sent while an instance's LISTEN
 * connection is down is lost), so this bounds how long another instance's change can go unseen.
 */
export const SETTINGS_CACHE_MS = 30_000;

type StoredSetting = { value: unknown; updatedAt: Date; updatedBy: string | null };
type Stored = Map<SettingKey, StoredSetting>;

type Deps = {
  database: Pick<DatabaseHandle, "db" | "listen" | "notify">;
  box: SecretBox;
  /** The FROM_ENV defaults (PLATFORM_FEE_PERCENT, DELIVERY_DAYS, PAYMENT_PROVIDER). */
  envDefaults: SettingsEnvDefaults;
  log: Pick<FastifyBaseLogger, "warn">;
  /**
   * Told of every write. Public pages show several settings (the logo and favicon, social links, the
   * delivery window, support contacts) and more may come: any write redraws them, rather than a list of
   * "public" keys that would fall behind the pages. Writes are rare staff actions; a redraw is cheap.
   */
  publicChanges?: Pick<PublicChanges, "changed">;
  cacheMs?: number;
  now?: () => Date;
};

/** The environment's values that stay the settings' defaults until staff set them. */
export function settingsEnvDefaults(
  env: Pick<Env, "PLATFORM_FEE_PERCENT" | "DELIVERY_DAYS" | "PAYMENT_PROVIDER">,
): SettingsEnvDefaults {
  return {
    "marketplace.platformFeePercent": env.PLATFORM_FEE_PERCENT,
    "marketplace.deliveryDays": env.DELIVERY_DAYS,
    "payments.provider": env.PAYMENT_PROVIDER,
  };
}

const isPlainKey = (key: SettingKey): key is PlainSettingKey => !SETTINGS[key].secret;

/**
 * Settings staff change at run time (src/shared/settings.ts): validated writes, env defaults, secrets sealed
 * with the secret box and opened only for a caller that needs the real value (getSecret), and an in-memory
 * cache per instance that every instance drops when any of them writes (LISTEN/NOTIFY), with a short TTL as
 * the backstop. Call `close` before the database closes.
 */
export async function createSettingsService({
  database,
  box,
  envDefaults,
  log,
  publicChanges,
  cacheMs = SETTINGS_CACHE_MS,
  now = () => new Date(),
}: Deps) {
  const { db } = database;
  const cache = createTtlCache<Stored>({ ttlMs: cacheMs, maxEntries: 1 });
  const envDefault = envDefaults as Partial<Record<SettingKey, unknown>>;

  for (const key of Object.keys(envDefaults) as SettingKey[]) {
    // The environment was validated by env.ts; a default staff could not set is kept, but said.
    if (!SETTINGS[key].schema.safeParse(envDefault[key]).success) {
      log.warn({ key, value: envDefault[key] }, "setting default from the environment is outside what staff may set");
    }
  }

  /**
   * Every stored row, plain values parsed once per load. A stored value that no longer passes its schema
   * (edited by hand, an older rule) is left out, so its default applies; a key not in the registry too.
   */
  async function load(): Promise<Stored> {
    const rows = await db.select().from(settingsTable);
    const stored: Stored = new Map();
    for (const row of rows) {
      if (!isSettingKey(row.key)) continue;
      const definition = SETTINGS[row.key];
      if (definition.secret) {
        stored.set(row.key, row);
        continue;
      }
      const parsed = definition.schema.safeParse(row.value);
      if (parsed.success) stored.set(row.key, { ...row, value: parsed.data });
      else log.warn({ key: row.key }, "stored setting is not valid any more; using its default");
    }
    return stored;
  }

  const stored = () => cache.get("all", load);

  const unlisten = await database.listen(
    SETTINGS_CHANNEL,
    () => cache.clear(),
    (error) => {
      // Changes notified while the connection is down are lost: forget what may now be stale.
      cache.clear();
      log.warn({ err: error }, "settings LISTEN connection lost; reconnecting");
    },
  );

  function defaultOf<K extends PlainSettingKey>(key: K): SettingValue<K> {
    const declared = SETTINGS[key].default;
    return (typeof declared === "symbol" ? envDefault[key] : declared) as SettingValue<K>;
  }

  function plainValue<K extends PlainSettingKey>(
    key: K,
    row: StoredSetting | undefined,
  ): { value: SettingValue<K>; isDefault: boolean } {
    return row ? { value: row.value as SettingValue<K>, isDefault: false } : { value: defaultOf(key), isDefault: true };
  }

  function openSecret(key: SecretSettingKey, row: StoredSetting): string {
    if (typeof row.value !== "string") throw new Error(`setting ${key} does not hold a sealed secret`);
    return box.open(row.value, key);
  }

  /** The current value of a plain setting: what staff set, else its default. */
  async function get<K extends PlainSettingKey>(key: K): Promise<SettingValue<K>> {
    return plainValue(key, (await stored()).get(key)).value;
  }

  /** Every plain setting's current value (secrets are never in it). */
  async function getAll(): Promise<PlainSettings> {
    const rows = await stored();
    const values: Partial<Record<PlainSettingKey, unknown>> = {};
    for (const key of SETTING_KEYS) if (isPlainKey(key)) values[key] = plainValue(key, rows.get(key)).value;
    return values as PlainSettings;
  }

  /**
   * A secret's real value, for server code that uses it (a provider's API key); null when not set. Throws
   * when the stored envelope does not open (APP_SECRET changed): staff must set it again.
   */
  async function getSecret(key: SecretSettingKey): Promise<string | null> {
    const row = (await stored()).get(key);
    if (!row) return null;
    try {
      return openSecret(key, row);
    } catch (error) {
      throw new Error(`setting ${key} cannot be decrypted (was APP_SECRET changed?); set it again`, { cause: error });
    }
  }

  /** Every setting as staff may see it: secrets only as { set, hint }, with who changed what when. */
  async function publicView(): Promise<SettingsView> {
    const rows = await stored();
    const view: Partial<Record<SettingKey, unknown>> = {};
    for (const key of SETTING_KEYS) {
      const row = rows.get(key);
      const meta = { updatedAt: row?.updatedAt.toISOString() ?? null, updatedBy: row?.updatedBy ?? null };
      if (isPlainKey(key)) {
        view[key] = { ...plainValue(key, row), ...meta };
        continue;
      }
      // The value is opened here only to take its hint; it never leaves this function.
      let masked = secretHint(null);
      if (row) {
        try {
          masked = secretHint(openSecret(key, row));
        } catch (error) {
          // Set but unreadable still counts as set: staff see it and set it again.
          masked = { set: true, hint: null };
          log.warn({ err: error, key }, "stored secret cannot be decrypted (was APP_SECRET changed?)");
        }
      }
      view[key] = { value: masked, isDefault: !row, ...meta };
    }
    return view as SettingsView;
  }

  function assertKey(key: string): asserts key is SettingKey {
    if (!isSettingKey(key)) throw notFound(`Unknown setting: ${key}`);
  }

  /** Tells every instance (this one included) to drop its cache. A lost hint is made good by the TTL. */
  async function changed(key: SettingKey) {
    cache.clear();
    try {
      await database.notify(SETTINGS_CHANNEL, key);
    } catch (error) {
      log.warn({ err: error, key }, "could not notify other instances of a settings change");
    }
    // After the notice above: every instance has dropped the old values before it draws the pages again.
    publicChanges?.changed();
  }

  /** The value to store for `key`, validated (a secret sealed); a bad value is a 400 naming the problem. */
  function prepare(key: SettingKey, value: unknown) {
    assertKey(key);
    const definition = SETTINGS[key];
    const parsed = definition.schema.safeParse(value);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        path: [key, ...issue.path.map(String)].join("."),
        message: issue.message,
      }));
      throw validationError(issues[0]?.message ?? `Invalid value for ${key}`, issues);
    }
    return definition.secret ? box.seal(parsed.data as string, key) : parsed.data;
  }

  /**
   * Validates `value` with the setting's schema and stores it (a secret sealed); every instance sees it on
   * its next read. A bad value is a 400 VALIDATION_ERROR naming the problem; nothing is stored then.
   */
  async function set(key: SettingKey, value: unknown, actorId: string | null): Promise<void> {
    await update({ set: { [key]: value } }, actorId);
  }

  /**
   * Several settings at once, in one transaction: every value is validated first (one bad value stores
   * nothing), then the rows are written and the `reset` keys deleted together, so no instance ever reads
   * half of a change (a provider without its keys). One notification follows the commit.
   */
  async function update(
    changes: { set?: Partial<Record<SettingKey, unknown>>; reset?: SettingKey[] },
    actorId: string | null,
  ): Promise<void> {
    const entries = Object.entries(changes.set ?? {}) as [SettingKey, unknown][];
    const rows = entries.map(([key, value]) => ({ key, value: prepare(key, value) }));
    const resets = changes.reset ?? [];
    for (const key of resets) assertKey(key);
    if (rows.length === 0 && resets.length === 0) return;
    const at = now();
    await db.transaction(async (tx) => {
      for (const { key, value } of rows) {
        const row = { value, updatedBy: actorId, updatedAt: at };
        await tx
          .insert(settingsTable)
          .values({ key, ...row })
          .onConflictDoUpdate({ target: settingsTable.key, set: row });
      }
      if (resets.length > 0) await tx.delete(settingsTable).where(inArray(settingsTable.key, resets));
    });
    await changed(rows[0]?.key ?? resets[0]!);
  }

  /** Forgets what staff set: the setting is back to its default (a secret is no longer set). */
  async function reset(key: SettingKey): Promise<void> {
    assertKey(key);
    await db.delete(settingsTable).where(eq(settingsTable.key, key));
    await changed(key);
  }

  async function close() {
    await unlisten();
  }

  return { get, getAll, getSecret, publicView, set, update, reset, close };
}

export type SettingsService = Awaited<ReturnType<typeof createSettingsService>>;
/** What most code needs: the current values of plain settings. */
export type SettingsReader = Pick<SettingsService, "get">;

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encryption at rest of the few secrets the app stores (payment keys in settings). AES-256-GCM under a key
 * derived from APP_SECRET with HKDF for this use only, a random 12-byte IV per seal, and a versioned
 * envelope `v1.<iv>.<ciphertext>.<tag>` (base64url) so a later key or algorithm can sit beside this one.
 * `context` is authenticated but not stored (GCM additional data): an envelope sealed for one setting
 * does not open as another. Anything altered, or a different APP_SECRET, makes `open` throw.
 */
export type SecretBox = {
  seal(plain: string, context?: string): string;
  open(envelope: string, context?: string): string;
};

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretBoxError";
  }
}

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
// Fixed labels: changing either changes the key and makes every stored secret unreadable.
const HKDF_SALT = "salamu";
const HKDF_INFO = "secret-box-aes-256-gcm-v1";

const PART = /^[A-Za-z0-9_-]*$/;

export function createSecretBox(appSecret: string): SecretBox {
  if (!appSecret) throw new SecretBoxError("the secret box needs APP_SECRET");
  const key = Buffer.from(hkdfSync("sha256", appSecret, HKDF_SALT, HKDF_INFO, 32));

  return {
    seal(plain, context = "") {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, "utf8"));
      const ciphertext = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString("base64url"));
      return [VERSION, ...parts].join(".");
    },

    open(envelope, context = "") {
      const parts = typeof envelope === "string" ? envelope.split(".") : [];
      const [version, ivText, ciphertextText, tagText] = parts;
      if (version !== VERSION) throw new SecretBoxError("unknown secret envelope version");
      if (parts.length !== 4 || !parts.every((part) => PART.test(part))) {
        throw new SecretBoxError("malformed secret envelope");
      }
      const iv = Buffer.from(ivText!, "base64url");
      const tag = Buffer.from(tagText!, "base64url");
      if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError("malformed secret envelope");
      const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, "utf8"));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(Buffer.from(ciphertextText!, "base64url")), decipher.final()]).toString(
          "utf8",
        );
      } catch {
        // GCM's tag check failed: altered, sealed for another context, or under another APP_SECRET.
        throw new SecretBoxError("secret envelope failed authentication");
      }
    },
  };
}

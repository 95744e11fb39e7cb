import { describe, expect, it } from "vitest";
import { createSecretBox, SecretBoxError } from "./secret-box";

const APP_SECRET = "test-secret-test-secret-test-secret-0123";

/** The envelope with one base64url character of part `index` (1 iv, 2 ciphertext, 3 tag) changed. */
function flip(envelope: string, index: number): string {
  const parts = envelope.split(".");
  const part = parts[index]!;
  const first = part[0] === "A" ? "B" : "A";
  parts[index] = first + part.slice(1);
  return parts.join(".");
}

describe("createSecretBox", () => {
  const box = createSecretBox(APP_SECRET);

  it("opens what it sealed, whatever the text", () => {
    for (const plain of ["FLWSECK_TEST-0123456789abcdef-X", "", "clé secrète ✓ 🔑", "x".repeat(5_000)]) {
      expect(box.open(box.seal(plain))).toBe(plain);
    }
  });

  it("seals into a versioned envelope that shows nothing of the secret, with a fresh IV each time", () => {
    const plain = "sk_live_0123456789abcdef";
    const first = box.seal(plain);
    const second = box.seal(plain);
    expect(first).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(first).not.toBe(second);
    expect(first.split(".")[1]).not.toBe(second.split(".")[1]);
    expect(first).not.toContain(plain);
    expect(first).not.toContain(Buffer.from(plain).toString("base64url"));
  });

  it("throws on any altered envelope", () => {
    const envelope = box.seal("sk_live_0123456789abcdef");
    for (const index of [1, 2, 3]) expect(() => box.open(flip(envelope, index))).toThrow(SecretBoxError);
    expect(() => box.open(envelope.replace(/^v1\./, "v2."))).toThrow(/version/);
    expect(() => box.open(`${envelope}.extra`)).toThrow(/malformed/);
    expect(() => box.open(envelope.split(".").slice(0, 3).join("."))).toThrow(/malformed/);
    expect(() => box.open("v1.not base64!.x.y")).toThrow(/malformed/);
    expect(() => box.open("")).toThrow(SecretBoxError);
  });

  it("does not open under another APP_SECRET or for another context", () => {
    const envelope = box.seal("sk_live_0123456789abcdef", "payments.secretKey");
    expect(box.open(envelope, "payments.secretKey")).toBe("sk_live_0123456789abcdef");
    expect(() => box.open(envelope, "payments.encryptionKey")).toThrow(SecretBoxError);
    expect(() => box.open(envelope)).toThrow(SecretBoxError);
    const other = createSecretBox("another-secret-another-secret-another-0123");
    expect(() => other.open(envelope, "payments.secretKey")).toThrow(SecretBoxError);
    // The key depends only on APP_SECRET: another process with the same secret opens it.
    expect(createSecretBox(APP_SECRET).open(envelope, "payments.secretKey")).toBe("sk_live_0123456789abcdef");
  });
});

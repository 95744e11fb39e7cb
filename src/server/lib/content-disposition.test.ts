import { describe, expect, it } from "vitest";
import { savedFileName } from "../test/downloads";
import { attachmentDisposition } from "./content-disposition";

describe("attachmentDisposition", () => {
  it("keeps a name in any script for browsers, and gives older clients a plain form of it", () => {
    const header = attachmentDisposition('Zoé "Z" Ndour - Anniversaires - pour مريم.mp4');
    expect(savedFileName(header)).toBe('Zoé "Z" Ndour - Anniversaires - pour مريم.mp4');
    expect(header).toMatch(
      /^attachment; filename="Zoe _Z_ Ndour - Anniversaires - pour ____\.mp4"; filename\*=UTF-8''/,
    );
  });

  it("cannot be broken out of: quotes, semicolons and line breaks stay inside the name", () => {
    const header = attachmentDisposition("a\";\r\nSet-Cookie: x=1; b'(c).csv");
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toMatch(/^attachment; filename="[^"\\]*"; filename\*=UTF-8''[^\s;"'()]+$/);
    expect(savedFileName(header)).toBe("a\";\r\nSet-Cookie: x=1; b'(c).csv");
  });
});

import { describe, expect, it } from "vitest";
import { isBotAgent } from "./isBot";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

describe("isBotAgent", () => {
  it.each([null, undefined, "", "   ", "Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.5.0"])(
    "%j is a bot",
    (userAgent) => {
      expect(isBotAgent(userAgent)).toBe(true);
    },
  );

  it("a browser is a shopper", () => {
    expect(isBotAgent(CHROME)).toBe(false);
  });
});

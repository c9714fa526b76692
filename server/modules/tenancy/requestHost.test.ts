import { describe, expect, it } from "vitest";
import { requestHost } from "./requestHost";

describe("requestHost", () => {
  it.each([
    [{ "x-nuxt-host": "Shop.Example.com:3000", host: "other.test" }, "shop.example.com"],
    [{ host: "A.test:8080" }, "a.test"],
    [{ "x-nuxt-host": "", host: "a.test" }, "a.test"],
    [{ host: "a.test." }, "a.test"],
    [{ host: "[::1]:3000" }, "[::1]"],
    [{}, ""],
  ])("%j -> %s", (headers, expected) => {
    expect(requestHost(new Headers(headers))).toBe(expected);
  });
});

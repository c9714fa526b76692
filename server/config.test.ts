import { describe, expect, it } from "vitest";
import { serverConfigFromEnv } from "./config";

const config = (env: NodeJS.ProcessEnv, mode = "production") => serverConfigFromEnv(env, mode);

describe("serverConfigFromEnv: headers and public URLs", () => {
  it("takes EDITOR_ORIGINS as exact origins", () => {
    expect(config({ EDITOR_ORIGINS: " https://editor.example , http://localhost:5173" }).editorOrigins).toEqual([
      "https://editor.example",
      "http://localhost:5173",
    ]);
    expect(config({}).editorOrigins).toEqual([]);
  });

  it("takes EDITOR_ORIGIN as the owners' editor, which may also frame the preview; off in production when unset", () => {
    const production = config({ EDITOR_ORIGIN: "https://editor.example", EDITOR_ORIGINS: "https://other.example" });
    expect(production.editorOrigin).toBe("https://editor.example");
    expect(production.editorOrigins).toEqual(["https://other.example", "https://editor.example"]);
    expect(config({}).editorOrigin).toBeNull();
    expect(config({ PORT: "4000" }, "development").editorOrigin).toBe("http://editor.localhost:4000");
    expect(() => config({ EDITOR_ORIGIN: "https://editor.example/" })).toThrow(/^EDITOR_ORIGIN: /);
  });

  it.each(["https://editor.example/", "https://editor.example/preview", "*.example", "ftp://x.example", "EDITOR"])(
    "refuses EDITOR_ORIGINS %j, naming the setting",
    (origin) => {
      expect(() => config({ EDITOR_ORIGINS: origin })).toThrow(/^EDITOR_ORIGINS: ".*" is not an origin/);
    },
  );

  it("takes TRUSTED_PROXIES as IP addresses", () => {
    expect([...config({ TRUSTED_PROXIES: "10.0.0.1,::1" }).trustedProxies]).toEqual(["10.0.0.1", "::1"]);
    expect(() => config({ TRUSTED_PROXIES: "proxy.internal" })).toThrow(/^TRUSTED_PROXIES: "proxy.internal"/);
  });

  it("writes public URLs as https without a port in production, as the dev server is reached otherwise", () => {
    expect(config({ PORT: "4000" }).publicUrl).toEqual({ scheme: "https", port: null });
    expect(config({ PORT: "4000" }, "development").publicUrl).toEqual({ scheme: "http", port: 4000 });
    expect(config({ PUBLIC_URL_SCHEME: "http", PUBLIC_PORT: "8080" }).publicUrl).toEqual({
      scheme: "http",
      port: 8080,
    });
    expect(config({ PUBLIC_PORT: "443" }).publicUrl).toEqual({ scheme: "https", port: null });
  });

  it.each([
    [{ PUBLIC_URL_SCHEME: "ftp" }, /^PUBLIC_URL_SCHEME must be https or http/],
    [{ PUBLIC_PORT: "0" }, /^PUBLIC_PORT must be a port number/],
    [{ PUBLIC_PORT: "80a" }, /^PUBLIC_PORT must be a port number/],
  ])("refuses %j", (env, message) => {
    expect(() => config(env)).toThrow(message);
  });
});

describe("serverConfigFromEnv: the shop caches' bounds", () => {
  it("takes SHOP_CACHE_MAX_MB and HOST_CACHE_MAX_MB in MiB, as whole bytes; 64 and 1 when unset", () => {
    expect(config({}).shopCaches).toEqual({ contentBytes: 64 * 1024 * 1024, hostBytes: 1024 * 1024 });
    expect(config({ SHOP_CACHE_MAX_MB: "256", HOST_CACHE_MAX_MB: "0.25" }).shopCaches).toEqual({
      contentBytes: 256 * 1024 * 1024,
      hostBytes: 256 * 1024,
    });
    expect(config({ HOST_CACHE_MAX_MB: "0.0000001" }).shopCaches.hostBytes).toBe(1);
  });

  it.each(["SHOP_CACHE_MAX_MB", "HOST_CACHE_MAX_MB"])(
    "refuses a %s that is not a positive number, naming it",
    (name) => {
      for (const raw of ["0", "-1", "64MB", "Infinity"]) {
        expect(() => config({ [name]: raw })).toThrow(`${name} must be a positive number, got "${raw}"`);
      }
    },
  );
});

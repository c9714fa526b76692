import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRootStore } from "~/stores/RootStore";
import { UiStore } from "~/stores/UiStore";

// UiStore's loading counter (§7: every API call drives it), tested here with the API client that drives it.

describe("UiStore loading counter", () => {
  it("is not loading initially", () => {
    const ui = new UiStore("th");
    expect(ui.isLoading).toBe(false);
    expect(ui.pendingLoads).toBe(0);
  });

  it("stays loading while any load is pending", () => {
    const ui = new UiStore("th");
    ui.startLoading();
    ui.startLoading();
    expect(ui.isLoading).toBe(true);
    ui.stopLoading();
    expect(ui.isLoading).toBe(true);
    ui.stopLoading();
    expect(ui.isLoading).toBe(false);
  });

  it("never goes negative on an extra stop", () => {
    const ui = new UiStore("th");
    ui.stopLoading();
    ui.stopLoading();
    expect(ui.pendingLoads).toBe(0);
    expect(ui.isLoading).toBe(false);
    ui.startLoading();
    expect(ui.isLoading).toBe(true);
    ui.stopLoading();
    expect(ui.isLoading).toBe(false);
  });

  it("keeps and changes the page language", () => {
    const ui = new UiStore("en");
    expect(ui.lang).toBe("en");
    ui.setLang("cn");
    expect(ui.lang).toBe("cn");
  });
});

describe("RootStore: API calls drive the loading counter and send the UI language", () => {
  const releases: (() => void)[] = [];
  const app = new Hono();
  app.get("/api/slow", async (c) => {
    await new Promise<void>((resolve) => releases.push(resolve));
    return c.json({ success: true, data: c.req.header("x-page-lang") });
  });
  app.get("/api/fail", (c) => c.json({ success: false, key: "X", message: "x" }, 500));
  let server: ReturnType<typeof serve>;
  let apiBaseUrl: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
        apiBaseUrl = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
  });

  afterAll(async () => {
    for (const release of releases) release();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  async function waitForRequests(count: number) {
    const deadline = Date.now() + 5000;
    while (releases.length < count) {
      if (Date.now() > deadline) throw new Error(`only ${releases.length} of ${count} requests arrived`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it("is loading while any call is pending and idle after all finish", async () => {
    releases.length = 0;
    const store = createRootStore({
      host: "shop-a.example",
      lang: "th",
      apiBaseUrl,
      shopId: null,
      isBot: false,
      accountServiceUrl: "/account",
    });
    expect(store.ui.isLoading).toBe(false);
    const first = store.api.get<string>("/api/slow");
    const second = store.api.get<string>("/api/slow");
    expect(store.ui.isLoading).toBe(true);
    await waitForRequests(2);
    releases[0]?.();
    await expect(first).resolves.toBe("th");
    expect(store.ui.isLoading).toBe(true);
    store.ui.setLang("en");
    releases[1]?.();
    await expect(second).resolves.toBe("th");
    expect(store.ui.isLoading).toBe(false);
  });

  it("follows the UI language and returns to idle after a failed call", async () => {
    releases.length = 0;
    const store = createRootStore({
      host: "shop-a.example",
      lang: "th",
      apiBaseUrl,
      shopId: null,
      isBot: false,
      accountServiceUrl: "/account",
    });
    store.ui.setLang("en");
    await expect(store.api.get("/api/fail")).rejects.toThrow("x");
    expect(store.ui.isLoading).toBe(false);
    const pending = store.api.get<string>("/api/slow");
    await waitForRequests(1);
    releases[0]?.();
    await expect(pending).resolves.toBe("en");
    expect(store.ui.pendingLoads).toBe(0);
  });
});

import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { answerTagHosts } from "./tagHosts";
import { hydrated } from "./hydrated";

/**
 * The demo shop's tags under consent (§5, docs/architecture.md "Tags under consent"): each test has a fresh browser
 * context, so a cold cache; the tag hosts are answered by tagHosts.ts, every request to them recorded.
 */
const CONSENT_COOKIE = "sf_consent_baan-chaa-demo";
/** The demo shop's tag scripts (shops/demo.json), by the consent that lets them load. */
const GTAG_ANALYTICS = "https://www.googletagmanager.com/gtag/js?id=G-DEMO123456";
const GTAG_ADS = "https://www.googletagmanager.com/gtag/js?id=AW-123456789";
const GTM = "https://www.googletagmanager.com/gtm.js?id=GTM-DEMO123";
const STATS = "https://stats.baan-chaa.example/stat.js";
const ADVERTISING = [
  "https://connect.facebook.net/en_US/fbevents.js",
  "https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=CDEMO12345678901234X&lib=ttq",
  "https://d.line-scdn.net/n/line_tag/public/release/v1/lt.js",
];

const trackingCookies = async (context: BrowserContext) =>
  (await context.cookies()).map((cookie) => cookie.name).filter((name) => /^(_ga|_fbp|_ttp)/.test(name));

/** The gtag commands the page queued, as arrays. */
const gtagCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
  );

const STATES = [
  {
    name: "analytics only",
    value: "v1.010",
    scripts: [GTAG_ANALYTICS, GTM, STATS],
    google: ["G-DEMO123456"],
    cookies: ["_ga"],
  },
  {
    name: "ads only",
    value: "v1.001",
    scripts: [GTAG_ADS, GTM, ...ADVERTISING],
    google: ["AW-123456789"],
    cookies: ["_fbp", "_ttp"],
  },
  {
    name: "all",
    value: "v1.111",
    scripts: [GTAG_ANALYTICS, GTM, STATS, ...ADVERTISING],
    google: ["G-DEMO123456", "AW-123456789"],
    cookies: ["_fbp", "_ga", "_ttp"],
  },
];

// "before the choice" is a first visit: no consent cookie (the shop's defaults deny everything, the banner asks)
test.use({ consentDecided: false });

for (const state of STATES) {
  test(`consent ${state.name}: nothing before the choice, exactly its tags after`, async ({ page, context }) => {
    const requests = await answerTagHosts(context);
    await page.goto("/");
    await hydrated(page);
    await page.waitForLoadState("networkidle"); // whatever the page would load once hydrated has been asked for
    expect(requests).toEqual([]);
    expect(await trackingCookies(context)).toEqual([]);
    expect((await gtagCommands(page)).map((command) => command.slice(0, 2))).toEqual([["consent", "default"]]);

    // the shopper's choice, as the banner stores it
    await context.addCookies([{ name: CONSENT_COOKIE, value: state.value, url: page.url() }]);
    await page.reload();
    await hydrated(page);
    await expect.poll(() => [...requests].sort()).toEqual([...state.scripts].sort());
    const commands = await gtagCommands(page);
    expect(commands[0]?.slice(0, 2)).toEqual(["consent", "default"]);
    const configured = commands.filter((command) => command[0] === "config").map((command) => command[1]);
    // Google Ads conversions (adwords) name the same account as the shop's AW- tag
    expect(configured).toEqual(state.google);
    await expect.poll(async () => (await trackingCookies(context)).sort()).toEqual(state.cookies);
  });
}

test("the consent defaults run in the head before any tag script", async ({ page, context }) => {
  // each tag script notes, as it runs, the first command of each vendor's queue
  const requests = await answerTagHosts(
    context,
    "(window.tagRuns=window.tagRuns||[]).push([Array.from(dataLayer[0]).slice(0,2),Array.from(fbq.queue[0]),ttq[0]])",
  );
  await context.addCookies([{ name: CONSENT_COOKIE, value: "v1.111", url: "http://localhost/" }]);
  const response = await page.goto("/");
  const html = (await response?.text()) ?? "";
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toContain('gtag("consent","default",{ad_storage:"denied"');
  expect(head).toContain('fbq("consent","revoke")');
  expect(head).toContain("ttq.holdConsent()");
  expect(html).not.toMatch(/<script[^>]+src="https:/); // every tag comes later, from the tag loader
  await expect.poll(() => requests.length).toBe(STATES[2]?.scripts.length);
  // a script requested has not necessarily run yet: wait for every one to note its run
  const runs = () => page.evaluate(() => (window as unknown as { tagRuns?: unknown[] }).tagRuns ?? []);
  await expect.poll(async () => (await runs()).length).toBe(requests.length);
  expect(await runs()).toEqual(requests.map(() => [["consent", "default"], ["consent", "revoke"], ["holdConsent"]]));
});

test("the Content-Security-Policy allows exactly the tag hosts the shop configures", async ({ page, baseURL }) => {
  const policyOf = async (url: string) => {
    const header = (await page.goto(url))?.headers()["content-security-policy"] ?? "";
    const sources = (directive: string) =>
      (new RegExp(`(?:^|; )${directive} ([^;]*)`).exec(header)?.[1] ?? "")
        .split(" ")
        .filter((source) => source.startsWith("https://"))
        .sort();
    return { script: sources("script-src"), connect: sources("connect-src") };
  };
  expect(await policyOf("/")).toEqual({
    script: [
      "https://analytics.tiktok.com",
      "https://connect.facebook.net",
      "https://d.line-scdn.net",
      "https://googleads.g.doubleclick.net",
      "https://stats.baan-chaa.example",
      "https://www.google.com",
      "https://www.googleadservices.com",
      "https://www.googletagmanager.com",
    ],
    connect: [
      "https://*.analytics.google.com",
      "https://*.google-analytics.com",
      "https://analytics.tiktok.com",
      "https://googleads.g.doubleclick.net",
      "https://pagead2.googlesyndication.com",
      "https://stats.baan-chaa.example",
      "https://tr.line.me",
      "https://www.facebook.com",
      "https://www.google-analytics.com",
      "https://www.google.com",
      "https://www.googleadservices.com",
      "https://www.googletagmanager.com",
    ],
  });
  // the offline shop configures no tag: its policy names none, and its page sets no vendor up
  const port = new URL(baseURL ?? "").port;
  expect(await policyOf(`http://offline.localhost:${port}/`)).toEqual({ script: [], connect: [] });
  expect(await page.evaluate(() => ["dataLayer", "fbq", "ttq", "_lt"].filter((name) => name in window))).toEqual([]);
});

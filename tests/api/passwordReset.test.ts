import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { dbKinds, fixtureShops } from "./harness";
import { type Answer, originOf, sessionCookieOf, useAccountService } from "./accountServiceHarness";

// Issue 25 item 8: "forgot your password?" in the account-service stand-in. The stand-in sends no real mail: the
// link arrives in its mailbox (/account/mailbox, ACCOUNT_MAILBOX=1), which these tests read as the shopper would.

const SHOP_A = originOf(fixtureShops.a.host);
const PASSWORD = "ชาเขียว-matcha-2024";
const NEW_PASSWORD = "อู่หลง-oolong-2026";
const HOUR_MS = 60 * 60 * 1000;

describe.each(dbKinds)("password reset in the account stand-in on %s", (kind) => {
  const service = useAccountService(kind, { mailbox: true });
  let addresses = 0;
  const newAddress = () => `203.0.113.${(addresses++ % 250) + 1}`;
  const newEmail = () => `reset-${randomUUID()}@example.test`;

  const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    service.send("POST", path, { form, headers: { Origin: SHOP_A, "X-Forwarded-For": newAddress(), ...headers } });

  const register = (email: string) =>
    post("/account/register?lang=en", { name: "สมหญิง", email, password: PASSWORD, continue_url: `${SHOP_A}/en/` });
  const logIn = (email: string, password: string) =>
    post("/account/login?lang=en", { email, password, continue_url: `${SHOP_A}/` });
  const askForLink = (email: string, lang = "en") =>
    post(`/account/forgot?lang=${lang}`, { email, continue_url: `${SHOP_A}/${lang === "en" ? "en/" : ""}` });

  /** The reset links in the address's mailbox, newest first, as the mailbox page links them. */
  async function linksIn(email: string, host: string = fixtureShops.a.host): Promise<string[]> {
    const mailbox = await service.send("GET", `/account/mailbox?${new URLSearchParams({ email })}`, { host });
    expect(mailbox.status).toBe(200);
    return [...mailbox.text.matchAll(/<a href="([^"]*\/account\/reset\?[^"]*)"/g)].map(([, href = ""]) =>
      href.replaceAll("&amp;", "&"),
    );
  }

  /** The path of a link on the shop's origin. */
  const pathOf = (link: string) => link.slice(SHOP_A.length);
  const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
  const setPassword = (link: string, password: string, headers: Record<string, string> = {}) =>
    post(
      "/account/reset?lang=en",
      { token: tokenOf(link), new_password: password, continue_url: `${SHOP_A}/en/` },
      headers,
    );

  it("the log-in page offers it", async () => {
    const login = await service.send("GET", "/account/login?lang=th");
    expect(login.text).toMatch(/<a href="\/account\/forgot\?lang=th&amp;continue_url=[^"]+">ลืมรหัสผ่าน\?<\/a>/);
  });

  it("mails a link that sets a new password once, ends every session and logs this browser in", async () => {
    const email = newEmail();
    const before = `sf_session=${sessionCookieOf(await register(email)).value}`;
    const asked = await askForLink(email.toUpperCase());
    expect(asked.status).toBe(200);
    expect(asked.text).toContain(`If ${email} has an account here, we have sent it a link`);

    const [link = ""] = await linksIn(email);
    expect(link.startsWith(`${SHOP_A}/account/reset?lang=en&continue_url=`)).toBe(true);
    const form = await service.send("GET", pathOf(link));
    expect(form.status).toBe(200);
    expect(form.text).toContain("Set a new password");

    const done = await setPassword(link, NEW_PASSWORD);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe(`${SHOP_A}/en/`);
    const after = `sf_session=${sessionCookieOf(done).value}`;
    const check = (cookie: string) =>
      service.send("GET", "/api/x4/auth/check", { headers: { "X-Nuxt-Host": fixtureShops.a.host, Cookie: cookie } });
    expect(JSON.parse((await check(after)).text)).toMatchObject({ success: true });
    expect(JSON.parse((await check(before)).text)).toMatchObject({ success: false, key: "NO_AUTH" });
    expect((await logIn(email, PASSWORD)).status).toBe(401);
    expect((await logIn(email, NEW_PASSWORD)).status).toBe(303);

    // the link opens once
    const again = await service.send("GET", pathOf(link));
    expect(again.status).toBe(410);
    expect(again.text).toContain("This link no longer works");
    expect((await setPassword(link, "yet another password")).status).toBe(410);
  });

  it("answers an unknown e-mail exactly as a known one, and mails nothing", async () => {
    const email = newEmail();
    const asked = await askForLink(email);
    expect(asked.status).toBe(200);
    expect(asked.text).toContain(`If ${email} has an account here`);
    expect(await linksIn(email)).toEqual([]);
  });

  it("mails in the language asked, and a link of one shop opens nothing on another", async () => {
    const email = newEmail();
    await register(email);
    await askForLink(email, "th");
    const mailbox = await service.send("GET", `/account/mailbox?${new URLSearchParams({ email })}`);
    expect(mailbox.text).toContain("ตั้งรหัสผ่านใหม่สำหรับ");
    expect(await linksIn(email, fixtureShops.b.host)).toEqual([]); // shop B's mailbox holds no mail of shop A
    const [link = ""] = await linksIn(email);
    const onB = await service.send("GET", pathOf(link), { host: fixtureShops.b.host });
    expect(onB.status).toBe(410);
  });

  it("closes a link after an hour", async () => {
    const email = newEmail();
    await register(email);
    await askForLink(email);
    const [link = ""] = await linksIn(email);
    service.advanceClock(HOUR_MS + 1000);
    expect((await service.send("GET", pathOf(link))).status).toBe(410);
    expect((await setPassword(link, NEW_PASSWORD)).status).toBe(410);
    expect((await logIn(email, PASSWORD)).status).toBe(303);
  });

  it("sends at most three open links per account, however often it is asked", async () => {
    const email = newEmail();
    await register(email);
    for (let ask = 0; ask < 5; ask++) expect((await askForLink(email)).status).toBe(200);
    expect(await linksIn(email)).toHaveLength(3);
  });

  it("names the field of a bad e-mail or a short new password, keeping the link", async () => {
    const bad = await askForLink("not-an-address");
    expect(bad.status).toBe(422);
    expect(bad.text).toContain("Enter an email address like name@example.com");
    const email = newEmail();
    await register(email);
    await askForLink(email);
    const [link = ""] = await linksIn(email);
    const short = await setPassword(link, "short");
    expect(short.status).toBe(422);
    expect(short.text).toContain("The password is too short");
    expect(short.text).toContain(`name="token" value="${tokenOf(link)}"`);
    expect((await setPassword(link, NEW_PASSWORD)).status).toBe(303);
  });

  it("refuses a reset posted from another site", async () => {
    const answer: Answer = await post(
      "/account/reset?lang=en",
      { token: "x", new_password: NEW_PASSWORD },
      { Origin: "https://evil.example" },
    );
    expect(answer.status).toBe(403);
  });
});

describe("the mailbox stand-in without ACCOUNT_MAILBOX", () => {
  const service = useAccountService("pglite");

  it("is not there", async () => {
    expect((await service.send("GET", "/account/mailbox?email=a@example.test")).status).toBe(404);
  });
});

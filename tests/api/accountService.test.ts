import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { withShop } from "../../server/db/shopScope";
import { cartProducts as P } from "./cartHarness";
import { dbKinds, fixtureShops } from "./harness";
import { type Answer, originOf, type SendOptions, sessionCookieOf, useAccountService } from "./accountServiceHarness";

const SHOP_A = originOf(fixtureShops.a.host);
const PASSWORD = "ชาเขียว-matcha-2024";

describe.each(dbKinds)("the account-service stand-in on %s", (kind) => {
  const service = useAccountService(kind);

  /** A new e-mail for each test: accounts and failed log-ins are kept per e-mail. */
  const newEmail = () => `shopper-${randomUUID()}@example.test`;
  /** A client address of its own for each test: failed log-ins are counted per address too. */
  let addresses = 0;
  /** A client address no other request of the file has used. */
  const newAddress = () => `198.51.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

  /** A form post from the shop's own page (an API client's Origin). */
  function post(path: string, form: Record<string, string>, options: SendOptions = {}): Promise<Answer> {
    return service.send("POST", path, {
      ...options,
      form,
      headers: { Origin: SHOP_A, ...options.headers },
    });
  }

  function register(email: string, extra: Record<string, string> = {}, options: SendOptions = {}) {
    return post(
      "/account/register?lang=en",
      { name: "สมชาย ใจดี", email, password: PASSWORD, continue_url: `${SHOP_A}/en/`, ...extra },
      { ...options, headers: { "X-Forwarded-For": newAddress(), ...options.headers } },
    );
  }

  function logIn(email: string, password: string, address: string, extra: Record<string, string> = {}) {
    return post(
      "/account/login?lang=en",
      { email, password, continue_url: `${SHOP_A}/`, ...extra },
      { headers: { "X-Forwarded-For": address } },
    );
  }

  function authCheck(cookie: string, host: string = fixtureShops.a.host) {
    return service.send("GET", "/api/x4/auth/check", {
      host,
      headers: { Accept: "application/json", "X-Nuxt-Host": host, Cookie: cookie },
    });
  }

  /** Whether the session cookie logs in on `host` (GET /api/x4/auth/check); a guest gets the NO_AUTH envelope. */
  async function loggedIn(cookie: string, host: string = fixtureShops.a.host): Promise<boolean> {
    const answer = await authCheck(cookie, host);
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.text) as { success: boolean; key?: string };
    if (!body.success) expect(body.key).toBe("NO_AUTH");
    return body.success;
  }

  it("registers: the password is stored as an argon2id hash, a session cookie is set and the shopper sent back", async () => {
    const email = newEmail();
    const answer = await register(email.toUpperCase(), { continue_url: `${SHOP_A}/en/products/tea?sort=new#reviews` });
    expect(answer.status, answer.text).toBe(303);
    expect(answer.headers.location).toBe(`${SHOP_A}/en/products/tea?sort=new#reviews`);
    const cookie = sessionCookieOf(answer);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // exactly these: host-only (no Domain), not Secure over plain http
    expect(cookie.attributes).toEqual([
      ["max-age", "2592000"],
      ["path", "/"],
      ["httponly", ""],
      ["samesite", "Lax"],
    ]);
    const stored = await withShop(service.db(), fixtureShops.a.id, (db) =>
      db.selectFrom("accounts").select(["email", "name", "password_hash"]).where("email", "=", email).execute(),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.name).toBe("สมชาย ใจดี");
    expect(stored[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored[0]?.password_hash).not.toContain(PASSWORD);

    const check = await authCheck(`sf_session=${cookie.value}`);
    expect(check.status).toBe(200);
    expect(JSON.parse(check.text)).toEqual({
      success: true,
      data: { user: { id: expect.any(String), email, name: "สมชาย ใจดี" } },
    });
  });

  it("marks the cookie Secure when the shop is served over https", async () => {
    const answer = await register(newEmail(), {}, { headers: { "X-Forwarded-Proto": "https" } });
    expect(answer.status).toBe(303);
    expect(sessionCookieOf(answer).attributes).toEqual([
      ["max-age", "2592000"],
      ["path", "/"],
      ["httponly", ""],
      ["secure", ""],
      ["samesite", "Lax"],
    ]);
  });

  it("one shop's session is NO_AUTH on another shop's host; logging out ends it", async () => {
    const cookie = `sf_session=${sessionCookieOf(await register(newEmail())).value}`;
    expect(await loggedIn(cookie)).toBe(true);
    expect(await loggedIn(cookie, fixtureShops.b.host)).toBe(false);

    const logout = await post(
      `/account/logout?continue_url=${encodeURIComponent(`${SHOP_A}/en/cart`)}`,
      {},
      {
        headers: { Cookie: cookie },
      },
    );
    expect(logout.status).toBe(303);
    expect(logout.headers.location).toBe(`${SHOP_A}/en/cart`);
    expect(logout.headers["set-cookie"]?.[0]).toMatch(/^sf_session=; Max-Age=0; .*Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await loggedIn(cookie)).toBe(false);
  });

  it("logs out only on a POST from the shop's own pages: a GET shows the question, a post from another site is refused", async () => {
    const cookie = `sf_session=${sessionCookieOf(await register(newEmail())).value}`;
    const path = `/account/logout?lang=en&continue_url=${encodeURIComponent(`${SHOP_A}/en/`)}`;
    // a link, an image or a top-level navigation from another site: the session stays, the page asks
    const linked = await service.send("GET", path, {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site", "Sec-Fetch-Mode": "navigate" },
    });
    expect(linked.status).toBe(200);
    expect(linked.headers["set-cookie"]).toBeUndefined();
    expect(linked.text).toContain(`<form method="post" action="${path.replace(/&/g, "&amp;")}">`);
    expect(linked.text).toContain("Do you want to log out of this shop?");
    // another site's form: 403, the session stays
    const forged = await service.send("POST", path, {
      headers: { Cookie: cookie, "Sec-Fetch-Site": "cross-site", Origin: "https://evil.example" },
    });
    expect(forged.status).toBe(403);
    expect(forged.headers["set-cookie"]).toBeUndefined();
    expect(await loggedIn(cookie)).toBe(true);
    // the shop's own form (the browser's word), as the storefront and the page above post it: logged out
    const own = await service.send("POST", path, { headers: { Cookie: cookie, "Sec-Fetch-Site": "same-origin" } });
    expect(own.status).toBe(303);
    expect(await loggedIn(cookie)).toBe(false);
  });

  it("ends the session a browser held when it logs in again", async () => {
    const email = newEmail();
    const first = `sf_session=${sessionCookieOf(await register(email)).value}`;
    const again = await post(
      "/account/login?lang=en",
      { email, password: PASSWORD, continue_url: `${SHOP_A}/` },
      { headers: { Cookie: first } },
    );
    expect(again.status).toBe(303);
    expect(await loggedIn(first)).toBe(false);
    expect(await loggedIn(`sf_session=${sessionCookieOf(again).value}`)).toBe(true);
  });

  it("logs in with the right password (e-mail in any case) and refuses a wrong one alike for unknown e-mails", async () => {
    const email = newEmail();
    await register(email);
    const address = newAddress();
    const right = await logIn(email.toUpperCase(), PASSWORD, address);
    expect(right.status).toBe(303);
    expect(await loggedIn(`sf_session=${sessionCookieOf(right).value}`)).toBe(true);

    for (const [tried, password] of [
      [email, "not the password"],
      [newEmail(), PASSWORD],
    ] as const) {
      const wrong = await logIn(tried, password, address);
      expect(wrong.status).toBe(401);
      expect(wrong.headers["set-cookie"]).toBeUndefined();
      expect(wrong.text).toContain('role="alert"');
      expect(wrong.text).toContain("Wrong email or password");
      expect(wrong.text).toContain(`value="${tried}"`); // the e-mail is kept, the password never echoed
      expect(wrong.text).not.toContain(password);
    }
  });

  it("locks an e-mail after 5 wrong passwords until its 15-minute window has passed, even for the right one", async () => {
    const email = newEmail();
    await register(email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await logIn(email, `wrong ${attempt}`, newAddress())).status).toBe(401);
    }
    const locked = await logIn(email, PASSWORD, newAddress());
    expect(locked.status).toBe(429);
    expect(locked.headers["set-cookie"]).toBeUndefined();
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);
    expect(locked.text).toContain("Please try again after");

    service.advanceClock(14 * 60 * 1000);
    expect((await logIn(email, PASSWORD, newAddress())).status).toBe(429);
    service.advanceClock(60 * 1000 + 1000);
    expect((await logIn(email, PASSWORD, newAddress())).status).toBe(303);
  });

  it("a successful log-in clears the e-mail's failures", async () => {
    const email = newEmail();
    await register(email);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await logIn(email, "wrong", newAddress())).status).toBe(401);
    expect((await logIn(email, PASSWORD, newAddress())).status).toBe(303);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await logIn(email, "wrong", newAddress())).status).toBe(401);
    expect((await logIn(email, PASSWORD, newAddress())).status).toBe(303);
  });

  it("lets no more than 5 of 30 simultaneous wrong passwords for one e-mail be tried", async () => {
    const email = newEmail();
    await register(email);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) => logIn(email, `wrong ${attempt}`, newAddress())),
    );
    // tried (401), locked (429), or refused before any count while password hashing was busy (503)
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => ![401, 429, 503].includes(status))).toEqual([]);
    // then one at a time until the e-mail locks: 5 tries in all, whatever the 30 met
    let tried = statuses.filter((status) => status === 401).length;
    for (let status = 0; status !== 429;) {
      status = (await logIn(email, "wrong again", newAddress())).status;
      if (status === 401) tried++;
      else expect(status).toBe(429);
    }
    expect(tried).toBe(5);
  });

  it("counts the addresses of one IPv6 /64 network as one client", async () => {
    const email = newEmail();
    await register(email);
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await logIn(newEmail(), "wrong password", `2001:db8:1:2::${attempt.toString(16)}`)).status).toBe(401);
    }
    expect((await logIn(email, PASSWORD, "2001:db8:1:2:ffff::1")).status).toBe(429);
    expect((await logIn(email, PASSWORD, "2001:db8:1:3::1")).status).toBe(303);
  });

  it("refuses an 11th registration from one network within 15 minutes, saying when to come back", async () => {
    const address = "203.0.113.99";
    for (let account = 1; account <= 10; account++) {
      expect((await register(newEmail(), {}, { headers: { "X-Forwarded-For": address } })).status).toBe(303);
    }
    const refused = await register(newEmail(), {}, { headers: { "X-Forwarded-For": address } });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain("Too many accounts were created from your network");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await register(newEmail(), {}, { headers: { "X-Forwarded-For": "203.0.113.100" } })).status).toBe(303);
  });

  it("locks a client address after 20 wrong passwords, whichever e-mails they tried", async () => {
    const email = newEmail();
    await register(email);
    const address = "203.0.113.7";
    for (let attempt = 1; attempt <= 20; attempt++) {
      expect((await logIn(newEmail(), "wrong password", address)).status).toBe(401);
    }
    expect((await logIn(email, PASSWORD, address)).status).toBe(429);
    expect((await logIn(email, PASSWORD, "203.0.113.8")).status).toBe(303);
  });

  it("names the field of each registration error, keeps what was typed, and refuses a taken e-mail", async () => {
    const email = newEmail();
    await register(email);
    const taken = await register(email.toUpperCase());
    expect(taken.status).toBe(422);
    expect(taken.headers["set-cookie"]).toBeUndefined();
    expect(taken.text).toContain("This email already has an account: log in instead");
    expect(taken.text).toMatch(/<a href="#email">This email already has an account/);
    expect(taken.text).toMatch(/aria-invalid="true" aria-describedby="email-error"/);

    const bad = await register("not-an-email", { password: "short", name: " " });
    expect(bad.status).toBe(422);
    expect(bad.text).toContain("Please fix 3 problems");
    expect(bad.text).toContain('<span class="field-error" id="name-error">Enter your name</span>');
    expect(bad.text).toContain(
      '<span class="field-error" id="email-error">Enter an email address like name@example.com</span>',
    );
    expect(bad.text).toContain(
      '<span class="field-error" id="password-error">The password is too short: use at least 8 characters</span>',
    );
    expect(bad.text).toContain('value="not-an-email"');
    expect(bad.text).not.toContain('value="short"');

    const thai = await post("/account/register?lang=th", { name: "", email: "", password: "", continue_url: "/" });
    expect(thai.status).toBe(422);
    expect(thai.text).toContain('<html lang="th">');
    expect(thai.text).toContain('<span class="field-error" id="password-error">กรุณากรอกรหัสผ่าน</span>');
    expect(thai.text).not.toContain("รหัสผ่านสั้นเกินไป"); // an empty password is missing, not short
    const thaiShort = await post("/account/register?lang=th", {
      name: "",
      email: "",
      password: "1234567",
      continue_url: "/",
    });
    expect(thaiShort.text).toContain("รหัสผ่านสั้นเกินไป ต้องมีอย่างน้อย 8 ตัวอักษร");
  });

  it("refuses form posts from other sites with a 403 page", async () => {
    const form = { name: "Mallory", email: newEmail(), password: PASSWORD, continue_url: "/" };
    const refused: Record<string, string>[] = [
      {},
      { Origin: "http://evil.com" },
      { Origin: "null" },
      { Origin: SHOP_A, "Sec-Fetch-Site": "cross-site" },
      { Origin: SHOP_A, "Sec-Fetch-Site": "same-site" },
      { Origin: originOf(fixtureShops.b.host) },
    ];
    for (const headers of refused) {
      const answer = await service.send("POST", "/account/register", { form, headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.headers["set-cookie"]).toBeUndefined();
    }
    const browser = await service.send("POST", "/account/register", {
      form,
      headers: { "Sec-Fetch-Site": "same-origin" },
    });
    expect(browser.status).toBe(303);
  });

  it("answers its pages with a strict policy of its own, in the language asked for", async () => {
    const login = await service.send("GET", `/account/login?continue_url=${encodeURIComponent(`${SHOP_A}/en/about`)}`);
    expect(login.status).toBe(200);
    expect(login.headers["content-security-policy"]).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(login.headers["cache-control"]).toBe("no-store");
    expect(login.headers["referrer-policy"]).toBe("no-referrer");
    expect(login.text).toContain('<html lang="en">');
    expect(login.text).toContain(`<input type="hidden" name="continue_url" value="${SHOP_A}/en/about" />`);
    expect(login.text).toMatch(/autocomplete="username"/);
    expect(login.text).toMatch(/autocomplete="current-password"/);

    expect((await service.send("GET", "/account/login")).text).toContain('<html lang="th">');
    expect((await service.send("GET", "/account/register?lang=en")).text).toMatch(/autocomplete="new-password"/);
    const unknown = await service.send("GET", "/account/login", { host: "nowhere.test" });
    expect(unknown.status).toBe(404);
  });

  it("sends a guest of the signed-in pages to log in, coming back to the page", async () => {
    for (const section of ["orders", "profile", "addresses", "security", "settings"]) {
      const answer = await service.send("GET", `/account/${section}?lang=en`);
      expect(answer.status).toBe(303);
      const target = new URL(answer.headers.location ?? "", SHOP_A);
      expect(target.pathname).toBe("/account/login");
      const back = new URL(target.searchParams.get("continue_url") ?? "");
      expect(`${back.origin}${back.pathname}`).toBe(`${SHOP_A}/account/${section}`);
    }
  });

  it("lists under my orders the orders placed through the hosted checkout for the account's carts", async () => {
    const login = await register(newEmail());
    const cookie = `sf_session=${sessionCookieOf(login).value}`;
    const orders = (lang: string) =>
      service.send("GET", `/account/orders?lang=${lang}`, { headers: { Cookie: cookie } });
    expect((await orders("en")).text).toContain("You have no orders yet");

    // a guest cart, taken over by the account on log-in, then paid on the hosted checkout
    const cart = await createGuestCart([{ uuid: P.sencha, quantity: 2 }]);
    const merged = await service.send(
      "GET",
      `/api/x4/cart/get?cart_id=${cart.id}&cart_secret=${encodeURIComponent(cart.secret)}&lang=th`,
      { headers: { Accept: "application/json", "X-Nuxt-Host": fixtureShops.a.host, Cookie: cookie } },
    );
    expect(merged.status, merged.text).toBe(200);
    // the cart is the account's now: the session opens it on the hosted checkout
    const placed = await post(
      `/hosted/checkout/shop-a/${cart.id}/place`,
      { payment_method: "thai_qr" },
      { headers: { Cookie: cookie } },
    );
    expect(placed.status, placed.text).toBe(303);
    const orderId = /\/hosted\/orders\/shop-a\/([0-9a-f-]{36})/.exec(placed.headers.location ?? "")?.[1];
    expect(orderId).toBeDefined();

    const english = await orders("en");
    expect(english.status).toBe(200);
    expect(english.text).toMatch(new RegExp(`<dd class="order-number" data-order-id="${orderId}">#1\\d{3}</dd>`));
    expect(english.text).toContain("<dd data-total>฿240.00</dd>");
    expect(english.text).toContain("Thai QR");
    const thai = await orders("th");
    expect(thai.text).toContain('<html lang="th">');
    expect(thai.text).toMatch(/<time datetime="[^"]+">\d{1,2} \S+ 25\d\d เวลา \d{2}:\d{2}<\/time>/); // Buddhist era

    // another account sees none of them
    const other = `sf_session=${sessionCookieOf(await register(newEmail())).value}`;
    const otherOrders = await service.send("GET", "/account/orders?lang=en", { headers: { Cookie: other } });
    expect(otherOrders.text).not.toContain(orderId);
  });

  it("changes the password: the old one stops working and other sessions end", async () => {
    const email = newEmail();
    const first = `sf_session=${sessionCookieOf(await register(email)).value}`;
    const second = `sf_session=${sessionCookieOf(await logIn(email, PASSWORD, newAddress())).value}`;
    const change = (current: string, next: string) =>
      post(
        "/account/security?lang=en",
        { current_password: current, new_password: next, continue_url: "/" },
        {
          headers: { Cookie: first, "X-Forwarded-For": newAddress() },
        },
      );
    const wrong = await change("not it", "a new password");
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("The current password is wrong");
    const short = await change(PASSWORD, "short");
    expect(short.status).toBe(422);
    const done = await change(PASSWORD, "a new password");
    expect(done.status).toBe(200);
    expect(done.text).toContain("Your password has been changed");
    expect(await loggedIn(first)).toBe(true);
    expect(await loggedIn(second)).toBe(false);
    expect((await logIn(email, PASSWORD, newAddress())).status).toBe(401);
    expect((await logIn(email, "a new password", newAddress())).status).toBe(303);
  });

  /** A guest cart made through the real checkoutByItems call. */
  async function createGuestCart(items: { uuid: string; quantity: number }[]): Promise<{ id: string; secret: string }> {
    const answer = await service.send("POST", "/api/x4/cart/checkoutByItems", {
      headers: { Accept: "application/json", "X-Nuxt-Host": fixtureShops.a.host },
      json: { items, lang_key: "th" },
    });
    expect(answer.status, answer.text).toBe(200);
    const { data } = JSON.parse(answer.text) as { data: { cart_id: string; cart_secret: string } };
    return { id: data.cart_id, secret: data.cart_secret };
  }
});

import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { CONCURRENT_HASHES, hashingHasRoom, inHashingSlot, QUEUED_HASHES } from "../../server/account/hashingSlots";
import { EMAIL_FAILURE_LIMIT } from "../../server/account/constants";
import { type Answer, originOf, useAccountService } from "./accountServiceHarness";
import { dbKinds, fixtureShops } from "./harness";

const SHOP_A = originOf(fixtureShops.a.host);
const PASSWORD = "ชาเขียว-matcha-2024";

describe.each(dbKinds)("password hashing bounded per process, on %s", (kind) => {
  const service = useAccountService(kind);
  let addresses = 0;
  const newAddress = () => `192.0.2.${++addresses}`;
  const newEmail = () => `shopper-${randomUUID()}@example.test`;

  /** Hashing slots the test holds (as other log-ins would), until released. */
  let release: () => void = () => {};
  afterEach(() => release());
  function takeEverySlot(): void {
    let open: () => void = () => {};
    const held = new Promise<void>((resolve) => (open = resolve));
    for (let slot = 0; slot < CONCURRENT_HASHES; slot++) void inHashingSlot(() => held);
    release = open;
  }

  function post(path: string, form: Record<string, string>, address = newAddress()): Promise<Answer> {
    return service.send("POST", path, {
      form: { continue_url: `${SHOP_A}/`, ...form },
      headers: { Origin: SHOP_A, "X-Forwarded-For": address },
    });
  }
  const logIn = (email: string, password: string, lang = "en", address?: string) =>
    post(`/account/login?lang=${lang}`, { email, password }, address);

  async function untilNoRoom(): Promise<void> {
    while (hashingHasRoom()) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  it("queues log-ins while every hashing slot is taken, answers the ones beyond the queue a fast 503, and serves pages meanwhile", async () => {
    const email = newEmail();
    const registered = await post("/account/register?lang=en", { name: "Somchai", email, password: PASSWORD });
    expect(registered.status).toBe(303);

    takeEverySlot();
    const queued = Array.from({ length: QUEUED_HASHES }, () => logIn(newEmail(), "wrong password"));
    await untilNoRoom();

    // beyond the queue: 503 with Retry-After, in the page's language, telling nothing of the account; each attempt
    // was counted before its password check and is taken back, so more than the e-mail's limit cost it nothing
    const refused = [];
    for (let attempt = 0; attempt <= EMAIL_FAILURE_LIMIT; attempt++) {
      refused.push(await logIn(email, "wrong password", attempt % 2 ? "th" : "en", "192.0.2.250"));
    }
    for (const [index, answer] of refused.entries()) {
      expect(answer.status).toBe(503);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(answer.text).toContain(index % 2 ? "ขณะนี้มีผู้เข้าสู่ระบบจำนวนมาก" : "Many shoppers are signing in");
      expect(answer.text).not.toMatch(/wrong|ไม่ถูกต้อง/i);
    }
    const registering = await post("/account/register?lang=en", {
      name: "Somsri",
      email: newEmail(),
      password: PASSWORD,
    });
    expect(registering.status).toBe(503);

    // the pages and the shop API keep answering
    expect((await service.send("GET", "/account/login?lang=en")).status).toBe(200);
    const check = await service.send("GET", "/api/x4/auth/check", {
      headers: { Accept: "application/json", "X-Nuxt-Host": fixtureShops.a.host },
    });
    expect(check.status).toBe(200);

    // once the slots free up, the queued log-ins are checked (and wrong), and the refused ones cost no try
    release();
    for (const answer of await Promise.all(queued)) expect(answer.status).toBe(401);
    expect((await logIn(email, PASSWORD, "en", "192.0.2.250")).status).toBe(303);
  });
});

import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { type CartDrafts, REMOVED, withDraft } from "./cart";
import {
  CART_RESET_KEYS,
  KEEPALIVE_BODY_LIMIT,
  type SyncFailureAction,
  creationPayload,
  draftsAfterWrite,
  keepaliveBody,
  langKeyFromCookie,
  syncFailureAction,
  syncPayload,
} from "./cartSync";
import { LANG_COOKIE_NAME } from "./langCookie";

const drafts = (...entries: [string, number][]): CartDrafts => new Map(entries);

describe("syncPayload", () => {
  it("splits drafts into items and remove_items, both in draft order", () => {
    expect(syncPayload(drafts(["a", 2], ["x", REMOVED], ["b", 1], ["y", REMOVED]))).toEqual({
      items: [
        { uuid: "a", quantity: 2 },
        { uuid: "b", quantity: 1 },
      ],
      remove_items: ["x", "y"],
    });
  });

  it("sends absolute quantities (a repeated send never doubles a line)", () => {
    const d = drafts(["a", 5]);
    expect(syncPayload(d)).toEqual(syncPayload(d));
    expect(syncPayload(d).items).toEqual([{ uuid: "a", quantity: 5 }]);
  });

  it("is empty for no drafts", () => {
    expect(syncPayload(drafts())).toEqual({ items: [], remove_items: [] });
  });

  it("sends any quantity below 1 as a removal", () => {
    expect(syncPayload(drafts(["a", 0], ["b", -3]))).toEqual({ items: [], remove_items: ["a", "b"] });
  });
});

describe("creationPayload", () => {
  it("is the items without removals", () => {
    expect(creationPayload(drafts(["x", REMOVED], ["a", 3]))).toEqual([{ uuid: "a", quantity: 3 }]);
  });

  it("is empty when there is nothing to create", () => {
    expect(creationPayload(drafts())).toEqual([]);
    expect(creationPayload(drafts(["x", REMOVED]))).toEqual([]);
  });
});

describe("draftsAfterWrite", () => {
  const sent = drafts(["a", 2], ["b", REMOVED], ["c", 1]);

  it("clears every draft that was sent unchanged", () => {
    expect([...draftsAfterWrite(sent, sent)]).toEqual([]);
    expect([...draftsAfterWrite(new Map(sent), sent)]).toEqual([]);
  });

  it("keeps a draft changed again since the request left", () => {
    const current = withDraft(sent, "a", 3);
    expect([...draftsAfterWrite(current, sent)]).toEqual([["a", 3]]);
  });

  it("keeps a draft new since the request left", () => {
    const current = withDraft(sent, "d", 4);
    expect([...draftsAfterWrite(current, sent)]).toEqual([["d", 4]]);
  });

  it("keeps an item removed after it was sent", () => {
    const current = withDraft(sent, "c", 0);
    expect([...draftsAfterWrite(current, sent)]).toEqual([["c", REMOVED]]);
  });

  it("keeps an item brought back after its removal was sent", () => {
    const current = withDraft(sent, "b", 1);
    expect([...draftsAfterWrite(current, sent)]).toEqual([["b", 1]]);
  });

  it("clears a draft changed away and back to the value sent (that value is what the server has)", () => {
    const current = withDraft(withDraft(sent, "a", 9), "a", 2);
    expect([...draftsAfterWrite(current, sent)]).toEqual([]);
  });

  it("never brings back a draft that is gone from current", () => {
    expect([...draftsAfterWrite(drafts(["c", 1]), sent)]).toEqual([]);
  });

  it("keeps every draft when nothing was sent, in current's order", () => {
    const current = drafts(["z", 1], ["y", REMOVED]);
    expect([...draftsAfterWrite(current, drafts())]).toEqual([...current]);
  });

  it("coalesces changes made during a write into the next one", () => {
    // the write leaves with a=1; meanwhile the shopper clicks + four times and adds b
    const firstSent = drafts(["a", 1]);
    let current: CartDrafts = firstSent;
    for (const quantity of [2, 3, 4, 5]) current = withDraft(current, "a", quantity);
    current = withDraft(current, "b", 1);
    const next = draftsAfterWrite(current, firstSent);
    expect(syncPayload(next)).toEqual({
      items: [
        { uuid: "a", quantity: 5 },
        { uuid: "b", quantity: 1 },
      ],
      remove_items: [],
    });
  });

  it("returns a new Map and leaves its inputs alone", () => {
    const current = new Map([["a", 3]]);
    const result = draftsAfterWrite(current, sent);
    expect(result).not.toBe(current);
    expect([...current]).toEqual([["a", 3]]);
  });
});

describe("CART_RESET_KEYS", () => {
  it("are the four §8 keys", () => {
    expect([...CART_RESET_KEYS].sort()).toEqual(["ALREADY_OWNED", "CHECKOUTED", "INVALID_CART_CREDENTIALS", "NO_AUTH"]);
  });
});

describe("syncFailureAction", () => {
  it.each([...CART_RESET_KEYS])("retries %s once as a new cart, then gives up", (key) => {
    expect(syncFailureAction(key, false)).toBe("retry-as-new-cart");
    expect(syncFailureAction(key, true)).toBe("give-up");
  });

  it.each(["NOSTOCK", "BELOW_QUANTITY", "NETWORK_ERROR", "HTTP_ERROR", "", "no_auth", "UNKNOWN"])(
    "reports %j (the toast), retried or not",
    (key) => {
      expect(syncFailureAction(key, false)).toBe("report");
      expect(syncFailureAction(key, true)).toBe("report");
    },
  );

  /** The store's loop: one write, retried as a new cart while the action says so. */
  function requestsFor(answers: () => string): { requests: number; last: SyncFailureAction } {
    let retried = false;
    for (let requests = 1; requests <= 100; requests++) {
      const action = syncFailureAction(answers(), retried);
      if (action !== "retry-as-new-cart") return { requests, last: action };
      retried = true;
    }
    throw new Error("never stopped");
  }

  it("never makes more than one retry, whatever the server keeps answering", () => {
    for (const key of CART_RESET_KEYS) expect(requestsFor(() => key)).toEqual({ requests: 2, last: "give-up" });
    const keys = ["CHECKOUTED", "NO_AUTH", "ALREADY_OWNED", "INVALID_CART_CREDENTIALS"];
    let index = 0;
    expect(requestsFor(() => keys[index++ % keys.length] ?? "")).toEqual({ requests: 2, last: "give-up" });
  });

  it("reports a non-reset failure of the retry", () => {
    const answers = ["CHECKOUTED", "NOSTOCK"];
    let index = 0;
    expect(requestsFor(() => answers[index++] ?? "")).toEqual({ requests: 2, last: "report" });
  });
});

describe("langKeyFromCookie", () => {
  /** The Cookie header value React Router's createCookie writes, as document.cookie shows it ("name=value"). */
  async function routerCookie(value: unknown, options = {}): Promise<string> {
    const setCookie = await createCookie(LANG_COOKIE_NAME, options).serialize(value);
    return setCookie.split(";")[0] ?? "";
  }

  it("reads the cookie named i18n_lang", () => {
    expect(LANG_COOKIE_NAME).toBe("i18n_lang");
  });

  it("decodes a value written by React Router's createCookie", async () => {
    const th = await routerCookie("th");
    expect(th).toBe("i18n_lang=InRoIg%3D%3D"); // base64 of the JSON "th", URI-encoded
    expect(langKeyFromCookie(th)).toBe("th");
    expect(langKeyFromCookie(await routerCookie("en"))).toBe("en");
  });

  it("decodes it with the options the server uses (path, sameSite, maxAge)", async () => {
    const cookie = await routerCookie("th", { path: "/", sameSite: "lax", maxAge: 31_536_000, secure: true });
    expect(langKeyFromCookie(cookie)).toBe("th");
  });

  it("finds it among other cookies, wherever it is", async () => {
    const th = await routerCookie("th");
    expect(langKeyFromCookie(`_ga=GA1.1.123; ${th}; viewport=desktop`)).toBe("th");
    expect(langKeyFromCookie(`${th}; a=b`)).toBe("th");
    expect(langKeyFromCookie(`a=b;${th}`)).toBe("th");
  });

  it("matches the name exactly", async () => {
    const value = (await routerCookie("th")).split("=").slice(1).join("=");
    expect(langKeyFromCookie(`x_i18n_lang=${value}; i18n_lang_old=${value}`)).toBe("en");
  });

  it("is en when the cookie is missing", () => {
    expect(langKeyFromCookie("")).toBe("en");
    expect(langKeyFromCookie("a=b; c=d")).toBe("en");
  });

  it("is en for an unreadable value", () => {
    for (const value of ["", "th", "%E0%A4%A", "!!!", "e30%3D", btoa('"fr"'), btoa("null"), btoa('{"th":1}'), "==="]) {
      expect(langKeyFromCookie(`i18n_lang=${value}`), value).toBe("en");
    }
  });

  it("is en for a value that is not a string cookie", async () => {
    expect(langKeyFromCookie(await routerCookie(["th"]))).toBe("en");
    expect(langKeyFromCookie(await routerCookie({ lang: "th" }))).toBe("en");
  });

  it("reads a raw (not URI-encoded) or quoted base64 value too", () => {
    expect(langKeyFromCookie(`i18n_lang=${btoa('"th"')}`)).toBe("th");
    expect(langKeyFromCookie(`i18n_lang="${btoa('"th"')}"`)).toBe("th");
  });

  it("never throws on junk", () => {
    for (const junk of [";;;", "=", "i18n_lang", "i18n_lang=", "i18n_lang==;=", undefined, null, 42]) {
      expect(langKeyFromCookie(junk as unknown as string)).toBe("en");
    }
  });
});

describe("keepaliveBody", () => {
  const utf8 = (text: string) => new TextEncoder().encode(text).length;

  it("is the 64 KiB browsers allow in flight", () => {
    expect(KEEPALIVE_BODY_LIMIT).toBe(64 * 1024);
  });

  it("is the JSON body", () => {
    const body = { items: [{ uuid: "a", quantity: 2 }], lang_key: "th" };
    expect(keepaliveBody(body)).toBe(JSON.stringify(body));
  });

  /** A body whose JSON is exactly `bytes` UTF-8 bytes, padded with `filler` (1 or 3 bytes each). */
  function bodyOfSize(bytes: number, filler: "a" | "ก"): { note: string } {
    const overhead = utf8(JSON.stringify({ note: "" }));
    const width = utf8(filler);
    const body = { note: filler.repeat(Math.floor((bytes - overhead) / width)) };
    body.note += "a".repeat(bytes - utf8(JSON.stringify(body)));
    expect(utf8(JSON.stringify(body))).toBe(bytes);
    return body;
  }

  it("accepts a body of exactly the limit and refuses one byte more", () => {
    expect(keepaliveBody(bodyOfSize(KEEPALIVE_BODY_LIMIT, "a"))).not.toBeNull();
    expect(keepaliveBody(bodyOfSize(KEEPALIVE_BODY_LIMIT + 1, "a"))).toBeNull();
  });

  it("counts UTF-8 bytes, not characters: Thai text is 3 bytes a character", () => {
    const thai = bodyOfSize(KEEPALIVE_BODY_LIMIT + 2, "ก");
    expect(JSON.stringify(thai).length).toBeLessThan(KEEPALIVE_BODY_LIMIT / 2);
    expect(keepaliveBody(thai)).toBeNull();
    const fits = bodyOfSize(KEEPALIVE_BODY_LIMIT, "ก");
    expect(keepaliveBody(fits)).toBe(JSON.stringify(fits));
  });

  it("refuses a cart of many lines that does not fit", () => {
    const items = Array.from({ length: 2000 }, (_, index) => ({
      uuid: `uuid-${index}-${"x".repeat(30)}`,
      quantity: 1,
    }));
    expect(keepaliveBody({ items, lang_key: "th" })).toBeNull();
    expect(keepaliveBody({ items: items.slice(0, 10), lang_key: "th" })).not.toBeNull();
  });

  it("is null for what JSON cannot write", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(keepaliveBody(cyclic)).toBeNull();
    expect(keepaliveBody(undefined)).toBeNull();
    expect(keepaliveBody({ big: 1n })).toBeNull();
  });
});

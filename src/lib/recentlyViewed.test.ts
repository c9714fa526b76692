import { describe, expect, it } from "vitest";
import {
  RECENTLY_VIEWED_CLOCK_SKEW_MS,
  RECENTLY_VIEWED_LIMIT,
  RECENTLY_VIEWED_STORAGE_KEY,
  RECENTLY_VIEWED_TTL_MS,
  freshEntries,
  parseEntries,
  recordView,
  serializeEntries,
  type RecentlyViewedEntry,
} from "./recentlyViewed";

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const HOUR = 3_600_000;
const DAY = 86_400_000;

const entry = (uuid: string, viewedAt: number): RecentlyViewedEntry => ({ uuid, viewedAt });

/** n entries u0..u(n-1), newest first, one minute apart. */
function entriesNewestFirst(count: number, newest = NOW): RecentlyViewedEntry[] {
  return Array.from({ length: count }, (_, index) => entry(`u${index}`, newest - index * 60_000));
}

describe("constants", () => {
  it("are the §9 limit (8) and expiry (86400 s)", () => {
    expect(RECENTLY_VIEWED_LIMIT).toBe(8);
    expect(RECENTLY_VIEWED_TTL_MS).toBe(86_400 * 1000);
    expect(RECENTLY_VIEWED_STORAGE_KEY).toBe("recently-viewed");
  });

  it("tolerate a clock skew far smaller than the expiry", () => {
    expect(RECENTLY_VIEWED_CLOCK_SKEW_MS).toBeGreaterThan(0);
    expect(RECENTLY_VIEWED_CLOCK_SKEW_MS).toBeLessThan(DAY);
  });
});

describe("freshEntries", () => {
  it("keeps entries up to exactly 24 h old and drops older ones", () => {
    const list = [entry("a", NOW), entry("b", NOW - DAY), entry("c", NOW - DAY - 1), entry("d", NOW - 2 * DAY)];
    expect(freshEntries(list, NOW)).toEqual([entry("a", NOW), entry("b", NOW - DAY)]);
  });

  it("keeps future entries within the clock skew and drops those beyond it", () => {
    const list = [
      entry("a", NOW + 1),
      entry("b", NOW + RECENTLY_VIEWED_CLOCK_SKEW_MS),
      entry("c", NOW + RECENTLY_VIEWED_CLOCK_SKEW_MS + 1),
      entry("d", NOW + DAY),
    ];
    expect(freshEntries(list, NOW).map((e) => e.uuid)).toEqual(["a", "b"]);
  });

  it("keeps the order of the entries it keeps", () => {
    const list = [entry("old", NOW - HOUR), entry("new", NOW), entry("mid", NOW - 30_000)];
    expect(freshEntries(list, NOW)).toEqual(list);
  });

  it("returns a new array and leaves the input alone", () => {
    const list = [entry("a", NOW - 2 * DAY), entry("b", NOW)];
    const copy = structuredClone(list);
    const result = freshEntries(list, NOW);
    expect(result).not.toBe(list);
    expect(list).toEqual(copy);
  });

  it("is empty for no entries", () => {
    expect(freshEntries([], NOW)).toEqual([]);
  });
});

describe("recordView", () => {
  it("adds the first view", () => {
    expect(recordView([], "a", NOW)).toEqual([entry("a", NOW)]);
  });

  it("puts a new view first", () => {
    const list = [entry("a", NOW - HOUR)];
    expect(recordView(list, "b", NOW)).toEqual([entry("b", NOW), entry("a", NOW - HOUR)]);
  });

  it("moves an already listed uuid to the front with the new time, once", () => {
    const list = [entry("a", NOW - 1000), entry("b", NOW - 2000), entry("c", NOW - 3000)];
    expect(recordView(list, "c", NOW)).toEqual([entry("c", NOW), entry("a", NOW - 1000), entry("b", NOW - 2000)]);
  });

  it("keeps a single entry when the same product is viewed again", () => {
    expect(recordView([entry("a", NOW - 1000)], "a", NOW)).toEqual([entry("a", NOW)]);
  });

  it("caps at 8, dropping the oldest", () => {
    const full = entriesNewestFirst(RECENTLY_VIEWED_LIMIT, NOW - 1000);
    const result = recordView(full, "new", NOW);
    expect(result).toHaveLength(8);
    expect(result[0]).toEqual(entry("new", NOW));
    expect(result.slice(1)).toEqual(full.slice(0, 7));
  });

  it("does not drop anything when a listed uuid of a full list is viewed again", () => {
    const full = entriesNewestFirst(8, NOW - 1000);
    const result = recordView(full, "u7", NOW);
    expect(result.map((e) => e.uuid)).toEqual(["u7", "u0", "u1", "u2", "u3", "u4", "u5", "u6"]);
  });

  it("trims an over-long input to 8", () => {
    expect(recordView(entriesNewestFirst(20, NOW - 1000), "x", NOW)).toHaveLength(8);
  });

  it("drops expired entries (§9: 24 h)", () => {
    const list = [entry("fresh", NOW - HOUR), entry("edge", NOW - DAY), entry("stale", NOW - DAY - 1)];
    expect(recordView(list, "b", NOW)).toEqual([entry("b", NOW), entry("fresh", NOW - HOUR), entry("edge", NOW - DAY)]);
  });

  it("replaces an expired entry of the same uuid", () => {
    expect(recordView([entry("a", NOW - 2 * DAY)], "a", NOW)).toEqual([entry("a", NOW)]);
  });

  it("drops entries dated beyond the clock skew", () => {
    const list = [entry("future", NOW + RECENTLY_VIEWED_CLOCK_SKEW_MS + 1), entry("a", NOW - 1)];
    expect(recordView(list, "b", NOW)).toEqual([entry("b", NOW), entry("a", NOW - 1)]);
  });

  it("keeps the new view first even next to an entry slightly in the future", () => {
    const list = [entry("a", NOW + 1000)];
    expect(recordView(list, "b", NOW)).toEqual([entry("b", NOW), entry("a", NOW + 1000)]);
  });

  it("sorts and de-duplicates an unsanitized input, newest first", () => {
    const list = [entry("a", NOW - 3000), entry("b", NOW - 1000), entry("a", NOW - 2000), entry("c", NOW - 4000)];
    expect(recordView(list, "d", NOW)).toEqual([
      entry("d", NOW),
      entry("b", NOW - 1000),
      entry("a", NOW - 2000),
      entry("c", NOW - 4000),
    ]);
  });

  it("records nothing for an empty uuid but still cleans the list", () => {
    const list = [entry("a", NOW - 2 * DAY), entry("b", NOW - 1)];
    expect(recordView(list, "", NOW)).toEqual([entry("b", NOW - 1)]);
  });

  it("does not modify its input", () => {
    const list = entriesNewestFirst(8, NOW - 1000);
    const copy = structuredClone(list);
    recordView(list, "u3", NOW);
    expect(list).toEqual(copy);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])("throws a RangeError for now = %d", (now) => {
    expect(() => recordView([], "a", now)).toThrow(RangeError);
  });

  it("keeps at most 8 distinct uuids over many views", () => {
    let list: RecentlyViewedEntry[] = [];
    for (let index = 0; index < 30; index += 1) list = recordView(list, `p${index % 11}`, NOW + index * 1000);
    expect(list).toHaveLength(8);
    expect(new Set(list.map((e) => e.uuid)).size).toBe(8);
    const times = list.map((e) => e.viewedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list[0]).toEqual(entry(`p${29 % 11}`, NOW + 29 * 1000));
  });
});

describe("parseEntries", () => {
  it.each([null, "", "not json", "{", "null", "42", '"text"', "true", '{"uuid":"a","viewedAt":1}', "{}"])(
    "gives [] for %j",
    (raw) => {
      expect(parseEntries(raw)).toEqual([]);
    },
  );

  it("reads a valid list", () => {
    const list = [entry("a", NOW), entry("b", NOW - 1000)];
    expect(parseEntries(JSON.stringify(list))).toEqual(list);
  });

  it("skips items of the wrong shape", () => {
    const raw = JSON.stringify([
      null,
      1,
      "a",
      [],
      {},
      { uuid: "a" },
      { viewedAt: NOW },
      { uuid: 5, viewedAt: NOW },
      { uuid: "", viewedAt: NOW },
      { uuid: "b", viewedAt: "123" },
      { uuid: "c", viewedAt: -1 },
      { uuid: "d", viewedAt: null },
      { uuid: "ok", viewedAt: NOW },
    ]);
    expect(parseEntries(raw)).toEqual([entry("ok", NOW)]);
  });

  it("skips non-finite times written as huge numbers", () => {
    expect(parseEntries('[{"uuid":"a","viewedAt":1e400},{"uuid":"b","viewedAt":5}]')).toEqual([entry("b", 5)]);
  });

  it("drops extra fields", () => {
    const raw = `[{"uuid":"a","viewedAt":${NOW},"name":"x","__proto__":{"polluted":true}}]`;
    const [first] = parseEntries(raw);
    expect(first).toEqual(entry("a", NOW));
    expect(Object.keys(first ?? {})).toEqual(["uuid", "viewedAt"]);
    expect(Object.getPrototypeOf(first)).toBe(Object.prototype);
  });

  it("de-duplicates by uuid, keeping the newest view", () => {
    const raw = JSON.stringify([entry("a", NOW - 5000), entry("b", NOW - 1000), entry("a", NOW - 2000)]);
    expect(parseEntries(raw)).toEqual([entry("b", NOW - 1000), entry("a", NOW - 2000)]);
  });

  it("sorts newest first", () => {
    const raw = JSON.stringify([entry("old", 1), entry("new", 3), entry("mid", 2)]);
    expect(parseEntries(raw).map((e) => e.uuid)).toEqual(["new", "mid", "old"]);
  });

  it("keeps stored order for equal times", () => {
    const raw = JSON.stringify([entry("x", 7), entry("y", 7), entry("z", 7)]);
    expect(parseEntries(raw).map((e) => e.uuid)).toEqual(["x", "y", "z"]);
  });

  it("caps at the 8 newest", () => {
    const list = entriesNewestFirst(12);
    const reversed = [...list].reverse();
    expect(parseEntries(JSON.stringify(reversed))).toEqual(list.slice(0, 8));
  });

  it("does not expire anything by itself (no clock)", () => {
    expect(parseEntries(JSON.stringify([entry("ancient", 0)]))).toEqual([entry("ancient", 0)]);
  });

  it("never throws on odd input", () => {
    for (const raw of ["[", "[1,2", "\u0000", "[[[[[]]]]]", '{"__proto__":[]}', "[" + "{},".repeat(1000) + "{}]"]) {
      expect(() => parseEntries(raw)).not.toThrow();
      expect(parseEntries(raw)).toEqual([]);
    }
  });
});

describe("serializeEntries", () => {
  it("writes JSON that parseEntries reads back", () => {
    const list = recordView(recordView(recordView([], "a", NOW - 2000), "b", NOW - 1000), "c", NOW);
    expect(parseEntries(serializeEntries(list))).toEqual(list);
  });

  it("writes only uuid and viewedAt, in the given order", () => {
    const withExtra = [{ uuid: "b", viewedAt: 2, name: "x" }, entry("a", 1)] as RecentlyViewedEntry[];
    expect(JSON.parse(serializeEntries(withExtra))).toEqual([
      { uuid: "b", viewedAt: 2 },
      { uuid: "a", viewedAt: 1 },
    ]);
  });

  it("writes an empty list as []", () => {
    expect(JSON.parse(serializeEntries([]))).toEqual([]);
    expect(parseEntries(serializeEntries([]))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { ApiError } from "../http/apiError";
import { resolveLang } from "./resolveLang";

describe("resolveLang", () => {
  it("prefers the query, then the header, then the shop default", () => {
    expect(resolveLang("en", "th", "th")).toBe("en");
    expect(resolveLang(undefined, "en", "th")).toBe("en");
    expect(resolveLang(undefined, undefined, "en")).toBe("en");
    expect(resolveLang(undefined, " ", "th")).toBe("th");
  });

  it("serves cn in English and accepts a region in the header", () => {
    expect(resolveLang("cn", undefined, "th")).toBe("en");
    expect(resolveLang(undefined, "CN", "th")).toBe("en");
    expect(resolveLang(undefined, "th-TH", "en")).toBe("th");
    expect(resolveLang(undefined, "en-US", "th")).toBe("en");
  });

  it("rejects any other header value naming X-Page-Lang", () => {
    expect(() => resolveLang(undefined, "fr", "th")).toThrow(ApiError);
    try {
      resolveLang(undefined, "english", "th");
    } catch (error) {
      expect((error as ApiError).errors).toEqual([{ field: "X-Page-Lang", message: expect.any(String) }]);
      expect((error as ApiError).status).toBe(400);
    }
  });
});

import { describe, expect, it } from "vitest";
import common from "../../schemas/common.schema.json";
import {
  isPageStatus,
  MISSING_PAGE_STATUSES,
  REDIRECT_STATUSES,
  redirectStatusOf,
  shownPageStatusOf,
} from "./pageStatus";

describe("page statuses", () => {
  it("are exactly the schema's pageStatus enum: 200, the redirects and the missing-page statuses", () => {
    expect(new Set(common.definitions.pageStatus.enum)).toEqual(
      new Set([200, ...REDIRECT_STATUSES, ...MISSING_PAGE_STATUSES]),
    );
  });

  it.each(common.definitions.pageStatus.enum)("knows %i as a page status", (status) => {
    expect(isPageStatus(status)).toBe(true);
  });

  it.each([0, 100, 201, 300, 304, 400, 403, 500, 503, 599])("knows %i as no page status", (status) => {
    expect(isPageStatus(status)).toBe(false);
  });

  it.each([301, 302, 303, 307, 308])("redirects with its own redirect status %i", (status) => {
    expect(redirectStatusOf(status)).toBe(status);
  });

  it.each([200, 404, 410, 599])("redirects with 302 when the page's status %i is no redirect status", (status) => {
    expect(redirectStatusOf(status)).toBe(302);
  });

  it.each([404, 410])("shows a missing page with its status %i", (status) => {
    expect(shownPageStatusOf(status)).toBe(status);
  });

  it.each([200, 301, 500, 503, 599, 0, -1])("shows any other stored status %i as 200", (status) => {
    expect(shownPageStatusOf(status)).toBe(200);
  });
});

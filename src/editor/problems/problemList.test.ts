import { describe, expect, it } from "vitest";
import { settingFieldOf } from "./problemList";

describe("settingFieldOf", () => {
  it("is the pointer inside the node's setting", () => {
    expect(settingFieldOf("/th/pageComponent/children/0/setting/title")).toBe("/title");
    expect(settingFieldOf("/pageComponent/children/0/children/2/setting/sliders/1/image/src")).toBe(
      "/sliders/1/image/src",
    );
  });

  it("is the innermost node's setting for nested nodes", () => {
    expect(settingFieldOf("/th/children/0/setting/x/children/1/setting/text")).toBe("/text");
  });

  it("is the whole setting for the setting itself, null outside any setting", () => {
    expect(settingFieldOf("/th/pageComponent/children/0/setting")).toBe("");
    expect(settingFieldOf("/th/pageComponent/children/0/kind")).toBeNull();
    expect(settingFieldOf("/th/pageComponent/children/0/settings/x")).toBeNull();
  });
});

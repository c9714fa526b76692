// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from "vitest";
import type { FlexiformSetting } from "~/generated/schemas";
import { createNodeValidator, type NodeValidator } from "~/renderer/nodeValidator";
import { byId, renderWidget } from "../../tests/renderWidget";
import * as fixtures from "../../stories/fixtures/flexiform";
import { resolvedSetting } from "../../stories/resolvedSetting";
import Flexiform from "./Flexiform";

let validator: NodeValidator;
beforeAll(async () => {
  validator = await createNodeValidator();
});

/** Server-renders the widget as a shared page holds it. */
function ssr(setting: FlexiformSetting): HTMLElement {
  return renderWidget(<Flexiform ukey="contact" setting={resolvedSetting("flexiform", setting)} />, {
    url: "/demo/flexiform",
  });
}

describe("flexiform widget", () => {
  it("has schema-valid story fixtures; the schema refuses a select without options and a broken pattern", () => {
    for (const setting of Object.values(fixtures))
      expect(validator.checkSetting("flexiform", setting).valid).toBe(true);
    const field = { name: "topic", label: "Topic" };
    expect(validator.checkSetting("flexiform", { fields: [{ ...field, type: "select" }] }).valid).toBe(false);
    expect(validator.checkSetting("flexiform", { fields: [{ ...field, type: "text", pattern: "([" }] }).valid).toBe(
      false,
    );
    expect(validator.checkSetting("flexiform", { fields: [{ ...field, name: "Topic!", type: "text" }] }).valid).toBe(
      false,
    );
    expect(validator.checkSetting("flexiform", { fields: [] }).valid).toBe(false);
  });

  it("renders a labelled control per field, required ones marked, hints tied by aria-describedby", () => {
    const root = ssr(fixtures.flexiformContact);
    expect(root.querySelector("h2")?.textContent).toBe("ติดต่อร้าน");
    const controls = Array.from(root.querySelectorAll<HTMLElement>("input, select, textarea"));
    expect(controls.map((control) => control.getAttribute("name"))).toEqual([
      "name",
      "email",
      "phone",
      "topic",
      "quantity",
      "message",
      "consent",
    ]);
    for (const control of controls) {
      expect(root.querySelector(`label[for="${control.id}"]`), control.id).not.toBeNull();
    }
    const label = (name: string) => root.querySelector(`label[for="${root.querySelector(`[name=${name}]`)?.id}"]`);
    expect(label("name")?.textContent).toBe("ชื่อ (จำเป็น)");
    expect(label("phone")?.textContent).toBe("เบอร์โทรศัพท์");
    const phone = root.querySelector("[name=phone]");
    expect(phone?.getAttribute("type")).toBe("tel");
    expect(byId(root, phone?.getAttribute("aria-describedby"))?.textContent).toBe("ตัวเลข 9–10 หลัก เช่น 0812345678");
    expect(root.querySelector("[name=quantity]")?.getAttribute("inputmode")).toBe("decimal");
    expect(root.querySelector("[name=name]")?.getAttribute("maxlength")).toBe("100");
    expect(root.querySelector("select option")?.textContent).toBe("เลือก…");
    expect(root.querySelector("[aria-invalid]")).toBeNull();
    expect(root.querySelector("button[type=submit]")?.textContent).toBe("ส่ง");
  });
});

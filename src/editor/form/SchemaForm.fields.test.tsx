// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { MediaItem } from "../contracts";
import type { JsonSchema } from "./jsonSchema";
import { loadKindSchema } from "./loadKindSchema";
import { CUP, renderSchemaForm, shopServices, TEA } from "./testing/renderSchemaForm";

const schema: JsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "slides"],
  properties: {
    title: { type: "string", minLength: 1, maxLength: 20, "x-label": { th: "หัวเรื่อง", en: "Title" } },
    autoplaySeconds: {
      type: "number",
      minimum: 1,
      maximum: 60,
      "x-label": { th: "เวลาต่อภาพ", en: "Time per slide" },
      "x-unit": { th: "วินาที", en: "seconds" },
      "x-help": { th: "เลื่อนเองทุกกี่วินาที", en: "How long each slide shows" },
    },
    autoplay: { type: "boolean", default: true },
    tone: {
      type: "string",
      enum: ["plain", "dark"],
      "x-enum-labels": { plain: { th: "เรียบ", en: "Plain" }, dark: { th: "มืด", en: "Dark" } },
    },
    slides: {
      type: "array",
      minItems: 1,
      maxItems: 3,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["caption"],
        properties: { caption: { type: "string", default: "new" } },
      },
    },
    extra: { anyOf: [{ type: "string" }, { type: "number" }] },
    pay: {
      type: "array",
      uniqueItems: true,
      items: {
        enum: ["card", "qr", "cash"],
        "x-enum-labels": {
          card: { th: "บัตร", en: "Card" },
          qr: { th: "คิวอาร์", en: "QR" },
          cash: { th: "เงินสด", en: "Cash" },
        },
      },
    },
    productUuids: { type: "array", items: { type: "string" }, "x-widget": "products" },
    link: {
      type: "object",
      additionalProperties: false,
      required: ["url"],
      "x-widget": "link",
      properties: { url: { type: "string", pattern: "^(/|https?://)" }, newTab: { type: "boolean" } },
    },
  },
};

/** A list item (its fields and its buttons) by its legend. */
const itemOf = (legend: string) => screen.getByRole("group", { name: legend }).closest("li") as HTMLElement;

const setting = { title: "Hello", slides: [{ caption: "one" }, { caption: "two" }] };

afterEach(cleanup);

describe("SchemaForm", () => {
  it("labels each field with its x-label (else its humanised name) and reports a typed value", () => {
    const { onChange, last } = renderSchemaForm(schema, setting);
    expect(screen.getByLabelText("Autoplay")).toHaveAttribute("role", "switch"); // no x-label: humanised
    fireEvent.change(screen.getByLabelText("Title"), { target: { value: "Hello tea" } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(last()).toEqual({ ...setting, title: "Hello tea" });
    fireEvent.change(screen.getByLabelText("Time per slide (seconds)"), { target: { value: "7" } });
    expect(last()).toMatchObject({ autoplaySeconds: 7 });
    fireEvent.change(screen.getByLabelText("Tone"), { target: { value: "1" } });
    expect(last()).toMatchObject({ tone: "dark" });
    fireEvent.click(screen.getByRole("switch", { name: "Autoplay" }));
    expect(last()).toMatchObject({ autoplay: false });
  });

  it.each([
    ["en", "Time per slide (seconds)", /must be <= 60/],
    ["th", "เวลาต่อภาพ (วินาที)", /60/],
  ] as const)("shows a value out of bounds at its field, in %s", (lang, label, message) => {
    renderSchemaForm(schema, setting, { lang });
    const input = screen.getByLabelText(label);
    expect(input).not.toHaveAttribute("aria-invalid");
    fireEvent.change(input, { target: { value: "61" } });
    expect(input).toHaveAttribute("aria-invalid", "true");
    const described = (input.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id));
    const error = described.find((element) => element?.classList.contains("form-error"));
    expect(error).toHaveTextContent(message);
    if (lang === "th") expect(error?.textContent).toMatch(/[\u0E00-\u0E7F]/);
    expect(described[0]).toHaveTextContent(lang === "th" ? "เลื่อนเองทุกกี่วินาที" : "How long each slide shows");
  });

  it("adds, moves and removes list items within minItems and maxItems", () => {
    const { last } = renderSchemaForm(schema, setting);
    const list = screen.getByRole("group", { name: "Slides" });
    fireEvent.click(within(list).getByRole("button", { name: "Add" }));
    expect(last()).toMatchObject({ slides: [{ caption: "one" }, { caption: "two" }, { caption: "new" }] });
    expect(within(list).getByRole("button", { name: "Add" })).toBeDisabled(); // maxItems 3
    fireEvent.click(within(itemOf("Item 3")).getByRole("button", { name: "Move up" }));
    expect(last()).toMatchObject({ slides: [{ caption: "one" }, { caption: "new" }, { caption: "two" }] });
    fireEvent.click(within(itemOf("Item 1")).getByRole("button", { name: "Remove" }));
    fireEvent.click(within(itemOf("Item 1")).getByRole("button", { name: "Remove" }));
    expect(last()).toMatchObject({ slides: [{ caption: "two" }] });
    expect(within(itemOf("Item 1")).getByRole("button", { name: "Remove" })).toBeDisabled();
  });

  it.each([
    ["en", "Pay", ["Card", "QR", "Cash"]],
    ["th", "Pay", ["บัตร", "คิวอาร์", "เงินสด"]],
  ] as const)("edits a list of distinct choices as a checklist keeping its order, in %s", (lang, legend, labels) => {
    const { last } = renderSchemaForm(schema, { ...setting, pay: ["cash"] }, { lang });
    const group = screen.getByRole("group", { name: legend });
    const [card, qr, cash] = labels.map((label) => within(group).getByRole("checkbox", { name: label }));
    expect([card, qr, cash].map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, true]);
    fireEvent.click(qr as HTMLElement);
    fireEvent.click(card as HTMLElement);
    expect(last()).toMatchObject({ pay: ["cash", "qr", "card"] }); // ticked last, shown last
    fireEvent.click(cash as HTMLElement);
    expect(last()).toMatchObject({ pay: ["qr", "card"] });
  });

  it("edits what it has no control for as JSON, showing a parse error at the field", () => {
    const { last, onChange } = renderSchemaForm(schema, { ...setting, extra: 3 });
    const json = screen.getByLabelText("Extra");
    fireEvent.change(json, { target: { value: '"tea' } });
    expect(json).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText(/Invalid JSON/)).toBeVisible();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(json, { target: { value: '"tea"' } });
    expect(last()).toMatchObject({ extra: "tea" });
    expect(json).not.toHaveAttribute("aria-invalid");
  });

  it("shows the caller's problems at the fields they point to and focuses the field asked for", () => {
    const problems = [{ pointer: "/slides/1/caption", message: "too long for the frame" }];
    const { rerenderWith } = renderSchemaForm(schema, setting, { problems });
    const caption = within(screen.getByRole("group", { name: "Item 2" })).getByLabelText("Caption");
    expect(caption).toHaveAttribute("aria-invalid", "true");
    expect(caption).toHaveAccessibleDescription("too long for the frame");
    rerenderWith({ value: setting, problems, focusPointer: "/slides/1/caption" });
    expect(caption).toHaveFocus();
  });

  it("resets to a value given from outside (undo) without reporting it back", () => {
    const { rerenderWith, onChange } = renderSchemaForm(schema, setting);
    rerenderWith({ value: { ...setting, title: "Undone" } });
    expect(screen.getByLabelText("Title")).toHaveValue("Undone");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("lists chosen products by name, shows a uuid the shop does not have as a problem, and adds a found one", async () => {
    const missing = "0c6f3a52-7e8e-4a3f-9f43-5b0e8f1f2aff";
    const { last } = renderSchemaForm(schema, { ...setting, productUuids: [TEA.uuid, missing] });
    const field = screen.getByRole("group", { name: "Product uuids" });
    await waitFor(() => expect(within(field).getByText(TEA.name)).toBeVisible());
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(within(field).getByText(`This product does not exist in the shop (${missing})`)).toBeVisible();
    fireEvent.change(within(field).getByLabelText("Search products"), { target: { value: "ถ้วย" } });
    fireEvent.click(await within(field).findByRole("button", { name: `Choose ${CUP.name}` }));
    expect(last()).toMatchObject({ productUuids: [TEA.uuid, missing, CUP.uuid] });
  });

  it("checks a link as the renderer does and leaves an emptied optional link out", () => {
    const { last } = renderSchemaForm(schema, setting, { services: shopServices() });
    const url = screen.getByLabelText("Link (a page of the shop or a URL)");
    fireEvent.change(url, { target: { value: "javascript:alert(1)" } });
    expect(screen.getByRole("group", { name: "Link" })).toHaveAttribute("aria-invalid", "true");
    expect(url).toHaveAttribute("aria-invalid", "true");
    expect(url).toHaveAccessibleDescription(/must match pattern/);
    fireEvent.change(url, { target: { value: "/about" } });
    expect(last()).toMatchObject({ link: { url: "/about" } });
    fireEvent.change(url, { target: { value: "" } });
    expect(last()).not.toHaveProperty("link");
  });
});

describe("an image field", () => {
  it("chooses an image of the media library, keeping its alt", async () => {
    const slider = await loadKindSchema("slider");
    const image = { src: "/media/old", alt: "ชาเขียว", width: 10, height: 10 };
    const { last } = renderSchemaForm(slider, { sliders: [{ image }] });
    fireEvent.click(screen.getByRole("button", { name: "Choose image" }));
    const dialog = screen.getByRole("dialog", { name: "The shop's media library" });
    fireEvent.click(await within(dialog).findByRole("button", { name: /800×600/ }));
    expect(last()).toEqual({ sliders: [{ image: { src: "/media/m1", alt: "ชาเขียว", width: 800, height: 600 } }] });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("img", { name: "ชาเขียว" })).toHaveAttribute("src", "http://tea.localhost:3000/media/m1");
  });
});

describe("picker fields", () => {
  const pickers: JsonSchema = {
    type: "object",
    properties: {
      parentId: { type: "integer", minimum: 0, "x-widget": "category", "x-label": { th: "หมวด", en: "Category" } },
      accent: { type: "string", pattern: "^#[0-9a-f]{6}$", "x-widget": "colour" },
      photo: { type: "object", "x-widget": "image" },
    },
  };

  it("picks a category by name, keeping its id as the schema's integer", async () => {
    const { last } = renderSchemaForm(pickers, {});
    const select = screen.getByLabelText("Category");
    await screen.findByRole("option", { name: "ชา" });
    fireEvent.change(select, { target: { value: "3" } });
    expect(last()).toEqual({ parentId: 3 });
  });

  it("takes a colour typed as its code, checked by the schema", () => {
    const { last } = renderSchemaForm(pickers, {});
    const code = screen.getByLabelText("Accent");
    fireEvent.change(code, { target: { value: "#12ab3" } });
    expect(code).toHaveAttribute("aria-invalid", "true");
    fireEvent.change(code, { target: { value: "#12ab3f" } });
    expect(last()).toEqual({ accent: "#12ab3f" });
    expect(code).not.toHaveAttribute("aria-invalid");
  });

  it("uploads an image to the media library and chooses it", async () => {
    const [listed] = await shopServices().listMedia();
    const uploaded = { ...(listed as MediaItem), id: "m2", url: "/media/m2", width: 640, height: 480 };
    const services = { ...shopServices(), uploadMedia: async () => uploaded };
    const { last } = renderSchemaForm(pickers, {}, { services });
    fireEvent.click(screen.getByRole("button", { name: "Choose image" }));
    const file = new File(["png"], "tea.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Upload"), { target: { files: [file] } });
    await waitFor(() => expect(last()).toEqual({ photo: { src: "/media/m2", alt: "", width: 640, height: 480 } }));
  });
});

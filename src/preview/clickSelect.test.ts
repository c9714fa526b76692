// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { startClickSelect } from "./clickSelect";

const stops: (() => void)[] = [];

function page() {
  document.body.innerHTML = `
    <section data-ukey="section"><div data-ukey="grid"><a href="#followed" id="link">A product</a>
      <form id="form"><input id="field"><textarea id="notes"></textarea><button id="submit">Send</button></form></div></section>
    <p id="outside"><a href="#outside-followed" id="outside-link">outside</a></p>`;
  const pagePressed = vi.fn();
  document.body.addEventListener("click", pagePressed); // the page's own handler (React listens at its root)
  const picked: string[] = [];
  const stop = startClickSelect((ukey) => picked.push(ukey));
  stops.push(stop);
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  return { picked, pagePressed, stop, byId };
}

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  document.body.replaceChildren();
});

describe("click to select (protocol version 2)", () => {
  it("selects the innermost node clicked instead of following the link; clicks outside every node act as ever", () => {
    const { picked, pagePressed, byId } = page();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("link").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(picked).toEqual(["grid"]);
    expect(pagePressed).not.toHaveBeenCalled();
    byId("outside-link").click();
    expect(picked).toEqual(["grid"]);
    expect(pagePressed).toHaveBeenCalledTimes(1);
  });

  it("selects with Enter or Space on a focused element, cancelling the press; other keys type as ever", () => {
    const { picked, byId } = page();
    const key = (id: string, key: string) => {
      const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
      byId(id).dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(key("field", "Enter")).toBe(true); // no implicit submission
    expect(key("submit", " ")).toBe(true);
    expect(key("field", "a")).toBe(false);
    expect(key("field", " ")).toBe(false); // a space typed in a field
    expect(key("notes", " ")).toBe(false);
    expect(key("notes", "Enter")).toBe(false); // a new line
    expect(key("outside-link", "Enter")).toBe(false);
    expect(picked).toEqual(["grid", "grid"]);
  });

  it("outlines the node under the pointer, one at a time, and stops entirely when told", () => {
    const { picked, stop, byId } = page();
    const over = (id: string) => byId(id).dispatchEvent(new MouseEvent("pointerover", { bubbles: true }));
    over("link");
    expect(document.querySelectorAll("[data-preview-hover]")).toHaveLength(1);
    expect(byId("link").closest("[data-preview-hover]")?.getAttribute("data-ukey")).toBe("grid");
    over("outside");
    expect(document.querySelectorAll("[data-preview-hover]")).toHaveLength(0);
    over("link");
    stop();
    expect(document.querySelectorAll("[data-preview-hover]")).toHaveLength(0);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("link").dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(picked).toEqual([]);
  });
});

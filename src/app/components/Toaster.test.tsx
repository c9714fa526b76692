// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "~/i18n/I18nProvider";
import { TOAST_DEFAULT_DURATION_MS } from "~/lib/constants";
import { ToastStore } from "~/stores/ToastStore";
import en from "../../../locales/en.json";
import th from "../../../locales/th.json";
import { Toaster } from "./Toaster";

let store: ToastStore;

function renderToaster(lang: "th" | "en" = "en") {
  return render(
    <I18nProvider lang={lang}>
      <button type="button">outside</button>
      <Toaster store={store} />
    </I18nProvider>,
  );
}

function region(name: string): HTMLElement {
  return screen.getByRole("region", { name });
}

beforeEach(() => {
  vi.useFakeTimers();
  store = new ToastStore();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Toaster (§2, §3, §4)", () => {
  it("has the two labelled regions, empty at first", () => {
    renderToaster();
    expect(region(en["toast.region.topRight"]).childElementCount).toBe(0);
    expect(region(en["toast.region.bottomRight"]).childElementCount).toBe(0);
  });

  it("labels regions and the close button in Thai", () => {
    renderToaster("th");
    act(() => {
      store.show({ title: "บันทึกแล้ว" });
    });
    expect(region(th["toast.region.topRight"])).toBeTruthy();
    const bottom = region(th["toast.region.bottomRight"]);
    expect(within(bottom).getByRole("button", { name: th["toast.close"] })).toBeTruthy();
    expect(within(bottom).getByRole("status").textContent).toContain(`${th["toast.type.info"]}: บันทึกแล้ว`);
  });

  it("shows a toast's action as a button that runs it and closes the toast", () => {
    renderToaster("th");
    const run = vi.fn();
    act(() => {
      store.show({ title: th["common.somethingWrong"], type: "error", action: { label: th["common.retry"], run } });
    });
    const toast = screen.getByRole("alert");
    fireEvent.click(within(toast).getByRole("button", { name: th["common.retry"] }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("puts each toast in its position's region", () => {
    renderToaster();
    act(() => {
      store.show({ title: "Top", type: "error", position: "top-right" });
      store.show({ title: "Bottom", type: "success" });
    });
    expect(within(region(en["toast.region.topRight"])).getByRole("alert").textContent).toContain("Top");
    expect(within(region(en["toast.region.bottomRight"])).getByRole("status").textContent).toContain("Bottom");
  });

  it.each([
    ["error", "alert", "assertive"],
    ["warning", "alert", "assertive"],
    ["info", "status", "polite"],
    ["success", "status", "polite"],
  ] as const)("a %s toast is role %s, aria-live %s, atomic, with its type in words", (type, role, live) => {
    renderToaster();
    act(() => {
      store.show({ title: "Title", type });
    });
    const toast = screen.getByRole(role);
    expect(toast.getAttribute("aria-live")).toBe(live);
    expect(toast.getAttribute("aria-atomic")).toBe("true");
    expect(toast.className).toContain(`toast--${type}`);
    expect(toast.querySelector(".visually-hidden")?.textContent).toBe(`${en[`toast.type.${type}`]}: `);
    expect(toast.querySelector("svg.toast__icon")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows a description of several lines as lines, and none when empty", () => {
    renderToaster();
    act(() => {
      store.show({ title: "please check again", description: "Only 2 left\nMinimum order quantity 3", type: "error" });
      store.show({ title: "No text", description: "" });
    });
    const description = screen.getByRole("alert").querySelector(".toast__description");
    expect(description?.textContent).toBe("Only 2 left\nMinimum order quantity 3");
    expect(screen.getByRole("status").querySelector(".toast__description")).toBeNull();
  });

  it("closes by itself after 5000 ms", () => {
    renderToaster();
    act(() => {
      store.show({ title: "A" });
    });
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("the close button closes the toast", () => {
    renderToaster();
    act(() => {
      store.show({ title: "A", isPersistent: true });
    });
    fireEvent.click(screen.getByRole("button", { name: en["toast.close"] }));
    expect(screen.queryByRole("status")).toBeNull();
    expect(store.toasts).toEqual([]);
  });

  it("hover pauses the countdown and leaving resumes it with the time that was left", () => {
    renderToaster();
    act(() => {
      store.show({ title: "A" });
    });
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.mouseEnter(screen.getByRole("status"));
    expect(store.toasts[0]?.paused).toBe(true);
    expect(screen.getByRole("status").dataset.paused).toBe("true");
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole("status")).not.toBeNull();
    fireEvent.mouseLeave(screen.getByRole("status"));
    expect(store.toasts[0]?.paused).toBe(false);
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("keyboard focus inside pauses; the countdown goes on only once neither focus nor hover holds it", () => {
    renderToaster();
    act(() => {
      store.show({ title: "A" });
    });
    const toast = screen.getByRole("status");
    act(() => vi.advanceTimersByTime(1000));
    act(() => screen.getByRole("button", { name: en["toast.close"] }).focus());
    expect(store.toasts[0]?.paused).toBe(true);
    fireEvent.mouseEnter(toast);
    fireEvent.mouseLeave(toast);
    expect(store.toasts[0]?.paused).toBe(true); // still focused
    act(() => vi.advanceTimersByTime(60_000));
    act(() => screen.getByRole("button", { name: "outside" }).focus());
    expect(store.toasts[0]?.paused).toBe(false);
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByRole("status")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("Escape with focus inside closes that toast only and gives focus back", () => {
    renderToaster();
    act(() => {
      store.show({ title: "First", isPersistent: true });
      store.show({ title: "Second", isPersistent: true });
    });
    const outside = screen.getByRole("button", { name: "outside" });
    act(() => outside.focus());
    const [firstClose] = screen.getAllByRole("button", { name: en["toast.close"] });
    act(() => firstClose?.focus());
    const onKeyDown = vi.fn();
    document.addEventListener("keydown", onKeyDown);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    document.removeEventListener("keydown", onKeyDown);
    expect(store.toasts.map((toast) => toast.title)).toEqual(["Second"]);
    expect(document.activeElement).toBe(outside);
    expect(onKeyDown).not.toHaveBeenCalled(); // a drawer behind does not close as well
  });

  it("other keys do nothing", () => {
    renderToaster();
    act(() => {
      store.show({ title: "A", isPersistent: true });
    });
    fireEvent.keyDown(screen.getByRole("button", { name: en["toast.close"] }), { key: "Enter" });
    expect(store.toasts).toHaveLength(1);
  });

  it("renders empty regions on the server, so hydration matches whatever the store holds", async () => {
    const { renderToString } = await import("react-dom/server");
    store.show({ title: "Server toast" });
    const html = renderToString(
      <I18nProvider lang="en">
        <Toaster store={store} />
      </I18nProvider>,
    );
    expect(html).toContain(en["toast.region.topRight"]);
    expect(html).not.toContain("Server toast");
  });
});

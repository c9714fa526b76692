import { describe, expect, it, vi } from "vitest";
import { type CartEvent, EventBus, TRACKING_DOM_EVENT } from "./events";

const event: CartEvent = {
  currency: "THB",
  value: 240,
  items: [{ item_id: "u1", item_name: "Tea", price: 120, quantity: 2 }],
};

describe("EventBus", () => {
  it("calls the listeners of the emitted event only, with its payload", () => {
    const bus = new EventBus();
    const added = vi.fn();
    const removed = vi.fn();
    bus.on("add_to_cart", added);
    bus.on("remove_from_cart", removed);
    bus.emit("add_to_cart", event);
    expect(added).toHaveBeenCalledExactlyOnceWith(event);
    expect(removed).not.toHaveBeenCalled();
  });

  it("stops calling a listener once it unsubscribed", () => {
    const bus = new EventBus();
    const listener = vi.fn();
    const off = bus.on("add_to_cart", listener);
    off();
    bus.emit("add_to_cart", event);
    expect(listener).not.toHaveBeenCalled();
  });

  it("keeps calling the other listeners when one throws, and logs the failure", () => {
    const bus = new EventBus();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const after = vi.fn();
    bus.on("add_to_cart", () => {
      throw new Error("tag failed");
    });
    bus.on("add_to_cart", after);
    bus.emit("add_to_cart", event);
    expect(after).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it("emits with nobody listening without failing", () => {
    expect(() => new EventBus().emit("remove_from_cart", event)).not.toThrow();
  });
});

describe("EventBus with a target", () => {
  it("dispatches every event on the target too, named and with its payload", () => {
    const target = new EventTarget();
    const seen: unknown[] = [];
    target.addEventListener(TRACKING_DOM_EVENT, (dom) => seen.push((dom as CustomEvent).detail));
    const bus = new EventBus(target);
    const submitted = { form_id: "contact", form_name: "Contact us", purpose: "lead" } as const;
    bus.emit("form_submission", submitted);
    expect(seen).toEqual([{ name: "form_submission", payload: submitted }]);
  });
});

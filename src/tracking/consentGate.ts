import type { ConsentStatus } from "~/stores/ConsentStore";
import type { VendorCall } from "./vendorEvents";

/** The §8 warnings of a call the shopper's consent blocks. */
export const BLOCKED_EVENT = "trackEvent blocked by consent";
export const BLOCKED_REMARKETING = "remarketing blocked by consent";
export type BlockedMessage = typeof BLOCKED_EVENT | typeof BLOCKED_REMARKETING;

type Gate = VendorCall["gate"];

export interface ConsentGateOptions {
  /** Where a consent flag stands now. */
  status: (flag: Gate) => ConsentStatus;
  /** Makes one vendor call. */
  send: (call: VendorCall) => void;
  /** Says a call was blocked (console.warn in the browser: a blocked call is the shopper's choice, not a fault). */
  warn: (message: BlockedMessage, detail: { event: string; consent: Gate }) => void;
  /** At most this many events are kept per flag while the shopper has not chosen; the oldest go first. */
  max: number;
}

interface Held {
  event: string;
  message: BlockedMessage;
  calls: VendorCall[];
}

/**
 * Lets each vendor call through as its consent flag allows (§5): granted → sent at once; pending (the shopper has
 * not chosen) → held, sent when the flag is granted and dropped when it is denied (`settle`); denied → dropped
 * with the §8 warning.
 */
export class ConsentGate {
  private readonly held = new Map<Gate, Held[]>();

  constructor(private readonly options: ConsentGateOptions) {}

  /** The calls of one event (named `event` in warnings); `message` is what a block of them logs. */
  submit(event: string, message: BlockedMessage, calls: readonly VendorCall[]): void {
    for (const gate of new Set(calls.map((call) => call.gate))) {
      const mine = calls.filter((call) => call.gate === gate);
      const status = this.options.status(gate);
      if (status === "granted") mine.forEach(this.options.send);
      else if (status === "denied") this.options.warn(message, { event, consent: gate });
      else this.hold(gate, { event, message, calls: mine });
    }
  }

  /** The flag's status may have changed: granted sends what it held, in order; denied drops it (with warnings). */
  settle(gate: Gate): void {
    const status = this.options.status(gate);
    const held = this.held.get(gate);
    if (status === "pending" || !held) return;
    this.held.delete(gate);
    for (const entry of held) {
      if (status === "granted") entry.calls.forEach(this.options.send);
      else this.options.warn(entry.message, { event: entry.event, consent: gate });
    }
  }

  private hold(gate: Gate, entry: Held): void {
    const held = this.held.get(gate) ?? [];
    held.push(entry);
    if (held.length > this.options.max) held.splice(0, held.length - this.options.max);
    this.held.set(gate, held);
  }
}

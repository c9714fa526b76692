import { describe, expect, it } from "vitest";
import type { ConsentStatus } from "~/stores/ConsentStore";
import { BLOCKED_EVENT, BLOCKED_REMARKETING, ConsentGate } from "./consentGate";
import type { VendorCall } from "./vendorEvents";

const ga4 = (n: number): VendorCall => ({ gate: "analytics_storage", vendor: "gtag", args: ["event", `e${n}`] });
const meta = (n: number): VendorCall => ({ gate: "ad_storage", vendor: "fbq", args: ["track", `e${n}`] });

function setup(max = 50) {
  const statuses: Record<VendorCall["gate"], ConsentStatus> = { analytics_storage: "pending", ad_storage: "pending" };
  const sent: unknown[][] = [];
  const warnings: unknown[][] = [];
  const gate = new ConsentGate({
    status: (flag) => statuses[flag],
    send: (call) => sent.push(call.args),
    warn: (message, detail) => warnings.push([message, detail]),
    max,
  });
  return { statuses, sent, warnings, gate };
}

describe("ConsentGate", () => {
  it("sends at once what a granted flag allows, and nothing else", () => {
    const { statuses, sent, warnings, gate } = setup();
    statuses.analytics_storage = "granted";
    statuses.ad_storage = "granted";
    gate.submit("add_to_cart", BLOCKED_EVENT, [ga4(1), meta(1)]);
    expect(sent).toEqual([ga4(1).args, meta(1).args]);
    expect(warnings).toEqual([]);
  });

  it("drops what a denied flag blocks with one §8 warning per event and flag, and sends the rest", () => {
    const { statuses, sent, warnings, gate } = setup();
    statuses.analytics_storage = "granted";
    statuses.ad_storage = "denied";
    gate.submit("add_to_cart", BLOCKED_EVENT, [ga4(1), meta(1), meta(2)]);
    gate.submit("page_view", BLOCKED_REMARKETING, [meta(3)]);
    expect(sent).toEqual([ga4(1).args]);
    expect(warnings).toEqual([
      ["trackEvent blocked by consent", { event: "add_to_cart", consent: "ad_storage" }],
      ["remarketing blocked by consent", { event: "page_view", consent: "ad_storage" }],
    ]);
  });

  it("holds what a pending flag gates and sends it in order once granted, only once", () => {
    const { statuses, sent, warnings, gate } = setup();
    gate.submit("a", BLOCKED_EVENT, [ga4(1), meta(1)]);
    gate.submit("b", BLOCKED_EVENT, [ga4(2)]);
    expect(sent).toEqual([]);
    statuses.analytics_storage = "granted";
    gate.settle("analytics_storage");
    expect(sent).toEqual([ga4(1).args, ga4(2).args]);
    gate.settle("analytics_storage");
    expect(sent).toHaveLength(2);
    expect(warnings).toEqual([]);
  });

  it("drops what it held when the flag is denied, warning for each event; a later grant sends none of it", () => {
    const { statuses, sent, warnings, gate } = setup();
    gate.submit("a", BLOCKED_EVENT, [meta(1)]);
    gate.submit("page_view", BLOCKED_REMARKETING, [meta(2)]);
    statuses.ad_storage = "denied";
    gate.settle("ad_storage");
    expect(warnings).toEqual([
      [BLOCKED_EVENT, { event: "a", consent: "ad_storage" }],
      [BLOCKED_REMARKETING, { event: "page_view", consent: "ad_storage" }],
    ]);
    statuses.ad_storage = "granted";
    gate.settle("ad_storage");
    expect(sent).toEqual([]);
  });

  it("keeps holding while the flag stays pending, and settles each flag on its own", () => {
    const { statuses, sent, gate } = setup();
    gate.submit("a", BLOCKED_EVENT, [ga4(1), meta(1)]);
    gate.settle("ad_storage");
    expect(sent).toEqual([]);
    statuses.ad_storage = "granted";
    gate.settle("ad_storage");
    expect(sent).toEqual([meta(1).args]);
    statuses.analytics_storage = "granted";
    gate.settle("analytics_storage");
    expect(sent).toEqual([meta(1).args, ga4(1).args]);
  });

  it("holds at most `max` events per flag, dropping the oldest", () => {
    const { statuses, sent, gate } = setup(2);
    for (const n of [1, 2, 3]) gate.submit(`e${n}`, BLOCKED_EVENT, [ga4(n), meta(n)]);
    statuses.analytics_storage = "granted";
    statuses.ad_storage = "granted";
    gate.settle("analytics_storage");
    gate.settle("ad_storage");
    expect(sent).toEqual([ga4(2).args, ga4(3).args, meta(2).args, meta(3).args]);
  });

  it("submits nothing for an event no vendor hears", () => {
    const { sent, warnings, gate } = setup();
    gate.submit("a", BLOCKED_EVENT, []);
    gate.settle("analytics_storage");
    expect([sent, warnings]).toEqual([[], []]);
  });
});

/**
 * The fan-out of one tracked event (events.ts, GA4 names) to the vendors a shop's tag plan configures (§5, §7):
 * GA4 through gtag for the G- and GT- ids, the tag manager's data layer, Google Ads conversions and remarketing, the
 * Meta pixel, the TikTok pixel and the LINE tag. Pure: it says which call each vendor gets and which consent flag gates it; runtime.ts makes the calls.
 */
import { googleTagPurpose } from "~/lib/tagIds";
import type { ConsentFlag } from "~/lib/consent";
import type { CartEvent, TrackedItem, TrackingEventName, TrackingEvents } from "./events";
import type { AdwordsConversion, TagPlan } from "./tagPlan";

/** The vendors' standard globals (the tag loader's head script creates their queues). */
export type VendorGlobal = "gtag" | "dataLayer" | "fbq" | "ttq.track" | "ttq.page" | "_lt";

/** One call of a vendor global, and the consent it needs: analytics for GA4, ad for everything else (§5). */
export interface VendorCall {
  gate: Extract<ConsentFlag, "analytics_storage" | "ad_storage">;
  vendor: VendorGlobal;
  args: unknown[];
}

type Params = Record<string, unknown>;

/** What one event reports, vendor by vendor; a missing entry means that vendor does not hear the event. */
interface EventReport {
  ga4: { name: string; params: Params };
  adwords?: { conversion: AdwordsConversion; params: Params };
  meta?: { name: string; params: Params; eventId?: string };
  tiktok?: { name: string; params: Params; eventId?: string };
  line?: string;
}

const metaCart = ({ currency, value, items }: CartEvent): Params => ({
  currency,
  value,
  content_ids: items.map((item) => item.item_id),
  contents: items.map((item) => ({ id: item.item_id, quantity: item.quantity, item_price: item.price })),
  content_type: "product",
});

const tiktokCart = ({ currency, value, items }: CartEvent): Params => ({
  currency,
  value,
  content_type: "product",
  contents: items.map((item) => ({
    content_id: item.item_id,
    content_name: item.item_name,
    quantity: item.quantity,
    price: item.price,
  })),
});

const cartParams = ({ currency, value, items }: CartEvent): Params => ({ currency, value, items });

/** One tracked event, its name telling its payload's type. */
export type TrackedEvent = {
  [Name in TrackingEventName]: { name: Name; payload: TrackingEvents[Name] };
}[TrackingEventName];

function reportOf({ name, payload }: Exclude<TrackedEvent, { name: "page_view" }>): EventReport {
  switch (name) {
    case "add_to_cart":
      return {
        ga4: { name, params: cartParams(payload) },
        adwords: { conversion: "add_to_cart", params: { value: payload.value, currency: payload.currency } },
        meta: { name: "AddToCart", params: metaCart(payload) },
        tiktok: { name: "AddToCart", params: tiktokCart(payload) },
        line: "AddToCart",
      };
    case "remove_from_cart":
      return { ga4: { name, params: cartParams(payload) } };
    case "form_submission": {
      const { form_id, form_name, purpose } = payload;
      const lead = purpose === "lead";
      const metaName = lead ? "Lead" : "CompleteRegistration";
      return {
        ga4: lead
          ? { name: "generate_lead", params: { form_id, form_name } }
          : { name: "sign_up", params: { method: "form", form_id, form_name } },
        adwords: { conversion: purpose, params: {} },
        meta: { name: metaName, params: { content_name: form_name } },
        tiktok: { name: lead ? "SubmitForm" : "CompleteRegistration", params: { content_name: form_name } },
        line: metaName,
      };
    }
    case "contact_click":
    case "social_click":
      // §7: both are a contact
      return {
        ga4: { name, params: { ...payload } },
        adwords: { conversion: "contact", params: {} },
        meta: { name: "Contact", params: {} },
        tiktok: { name: "Contact", params: {} },
        line: "Contact",
      };
    case "marketplace_click":
      return { ga4: { name, params: { ...payload } } };
    case "purchase": {
      const id = payload.transaction_id;
      return {
        ga4: { name, params: { transaction_id: id, ...cartParams(payload) } },
        adwords: {
          conversion: "purchase",
          params: { value: payload.value, currency: payload.currency, transaction_id: id },
        },
        // the transaction id lets Meta and TikTok drop a second report of the same order
        meta: { name: "Purchase", params: metaCart(payload), eventId: id },
        tiktok: { name: "CompletePayment", params: tiktokCart(payload), eventId: id },
        line: "Conversion",
      };
    }
  }
}

/** The Google tag ids that measure (GA4 G- and Google tag GT- ids), where analytics events go. */
const ga4Ids = (plan: TagPlan) => plan.googleTag.filter((id) => googleTagPurpose(id) === "analytics");

/** The Google Ads account ids: AW- Google tags and the adwords account, once each. */
const adsIds = (plan: TagPlan) => [
  ...new Set([...plan.googleTag.filter((id) => id.startsWith("AW-")), ...(plan.adwords ? [plan.adwords.id] : [])]),
];

/** The calls an analytics or conversion event makes, for the vendors `plan` configures. */
function eventCalls(event: Exclude<TrackedEvent, { name: "page_view" }>, plan: TagPlan): VendorCall[] {
  const report = reportOf(event);
  const calls: VendorCall[] = [];
  const ga4 = ga4Ids(plan);
  if (ga4.length > 0) {
    calls.push({
      gate: "analytics_storage",
      vendor: "gtag",
      args: ["event", report.ga4.name, { ...report.ga4.params, send_to: ga4 }],
    });
  }
  if (plan.tagManager.length > 0) {
    // the tag manager's container hears the GA4 event on the data layer (its tags follow Consent Mode themselves);
    // an order's or a cart's details go under `ecommerce`, as GA4's data layer convention has them
    const { name, params } = report.ga4;
    const ecommerce = event.name === "add_to_cart" || event.name === "remove_from_cart" || event.name === "purchase";
    calls.push({
      gate: "analytics_storage",
      vendor: "dataLayer",
      args: [ecommerce ? { event: name, ecommerce: params } : { event: name, ...params }],
    });
  }
  const label = report.adwords && plan.adwords?.labels[report.adwords.conversion];
  if (report.adwords && plan.adwords && label) {
    const send_to = `${plan.adwords.id}/${label}`;
    calls.push({
      gate: "ad_storage",
      vendor: "gtag",
      args: ["event", "conversion", { send_to, ...report.adwords.params }],
    });
  }
  if (report.meta && plan.metaPixel.length > 0) {
    const { name: metaName, params, eventId } = report.meta;
    calls.push({
      gate: "ad_storage",
      vendor: "fbq",
      args: ["track", metaName, params, ...(eventId ? [{ eventID: eventId }] : [])],
    });
  }
  if (report.tiktok && plan.tiktokPixel.length > 0) {
    const { name: tiktokName, params, eventId } = report.tiktok;
    calls.push({
      gate: "ad_storage",
      vendor: "ttq.track",
      args: [tiktokName, params, ...(eventId ? [{ event_id: eventId }] : [])],
    });
  }
  if (report.line && plan.lineTag.length > 0) {
    calls.push({ gate: "ad_storage", vendor: "_lt", args: ["send", "cv", { type: report.line }, plan.lineTag] });
  }
  return calls;
}

/**
 * The remarketing calls of a page shown (§7), all under ad consent: on every page Google Ads' page_view with the
 * page type (and on a product page its id and value), Meta's PageView, TikTok's page and LINE's page view; on a
 * product page Meta's and TikTok's ViewContent too.
 */
function remarketingCalls(event: TrackingEvents["page_view"], plan: TagPlan): VendorCall[] {
  const items: TrackedItem[] = event.items ?? [];
  const calls: VendorCall[] = [];
  const ads = adsIds(plan);
  if (ads.length > 0) {
    const params: Params = { send_to: ads, ecomm_pagetype: event.page_type };
    if (items.length > 0) params.ecomm_prodid = items.map((item) => item.item_id);
    if (event.value !== undefined) params.ecomm_totalvalue = event.value;
    calls.push({ gate: "ad_storage", vendor: "gtag", args: ["event", "page_view", params] });
  }
  if (plan.metaPixel.length > 0) calls.push({ gate: "ad_storage", vendor: "fbq", args: ["track", "PageView"] });
  if (plan.tiktokPixel.length > 0) calls.push({ gate: "ad_storage", vendor: "ttq.page", args: [] });
  if (plan.lineTag.length > 0) calls.push({ gate: "ad_storage", vendor: "_lt", args: ["send", "pv", plan.lineTag] });
  if (event.page_type !== "product" || items.length === 0) return calls;
  const product: CartEvent = { currency: "THB", value: event.value ?? 0, items };
  if (plan.metaPixel.length > 0) {
    calls.push({ gate: "ad_storage", vendor: "fbq", args: ["track", "ViewContent", metaCart(product)] });
  }
  if (plan.tiktokPixel.length > 0) {
    calls.push({ gate: "ad_storage", vendor: "ttq.track", args: ["ViewContent", tiktokCart(product)] });
  }
  return calls;
}

/** Every call one tracked event makes, for the vendors `plan` configures. */
export function vendorCallsOf(event: TrackedEvent, plan: TagPlan): VendorCall[] {
  return event.name === "page_view" ? remarketingCalls(event.payload, plan) : eventCalls(event, plan);
}

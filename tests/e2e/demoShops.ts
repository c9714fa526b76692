import { readFileSync } from "node:fs";
import type { PageContent, ShopDocument } from "~/generated/schemas";

/** The demo shop documents the server imported at first start: what a shopper should see. */
export function demoShop(file: "demo" | "offline"): ShopDocument {
  return JSON.parse(readFileSync(`shops/${file}.json`, "utf8")) as ShopDocument;
}

export function demoPage(shop: ShopDocument, path: string, lang: "th" | "en"): PageContent {
  const page = shop.pages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`demo shop ${shop.shop.webName} has no page ${path}`);
  return page[lang];
}

export type DemoProduct = NonNullable<ShopDocument["catalogue"]>["products"][number];

export function demoProducts(shop: ShopDocument): DemoProduct[] {
  return shop.catalogue?.products ?? [];
}

/** A price as shoppers see it (฿ in both languages, §9), from the platform's own Intl as the oracle. */
export function baht(amount: number, locale: "th-TH" | "en-US" = "th-TH"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: "THB", currencyDisplay: "narrowSymbol" }).format(
    amount,
  );
}

/** What the shop's settings charge for home delivery of an order below its free-delivery amount (none: 0). */
export function deliveryFeeBaht(shop: ShopDocument): number {
  const delivery = shop.base.th.delivery;
  return delivery?.shipping === "flat" ? (delivery.feeBaht ?? 0) : 0;
}

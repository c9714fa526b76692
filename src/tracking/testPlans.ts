import type { BaseData } from "~/generated/schemas";
import type { TagPlan } from "./tagPlan";

/** Test data: a shop's base data with no tags. */
export const BASE_WITHOUT_TAGS: BaseData = {
  frontend_web_url: "https://shop.example",
  headerZone: { children: [] },
  footerZone: { children: [] },
  langs: [{ key: "th", name: "ไทย" }],
  web: { web_id: 1, web_name: "shop" },
  webHead: { title: "Shop" },
};

/** Test data: a plan with every vendor, Google Ads conversions on an account of their own. */
export const EVERY_TAG: TagPlan = {
  googleTag: ["G-ABC1234", "AW-123456789"],
  tagManager: ["GTM-K9X2ZQ7"],
  metaPixel: ["123456789012345"],
  tiktokPixel: ["C4ABCDEFGHIJKLMNOPQR"],
  lineTag: ["1d5ba2b9-0a48-4ac4-b8d0-4d2d1ee5c0e8"],
  statScript: "https://stats.example.com/stat.js",
  adwords: { id: "AW-987654321", labels: { purchase: "AbC-D_efG", lead: "LeAd-123" } },
};

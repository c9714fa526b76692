import type { ContentLang } from "../../db/schema";

/**
 * The few words generated catalogue pages carry in their data (breadcrumb and head texts). The storefront's own
 * texts live in locales/; these are part of the page data the API answers, so they live with it.
 */
const LABELS = {
  th: {
    home: "หน้าแรก",
    search: "ค้นหา",
    searchFor: (query: string) => `ผลการค้นหา “${query}”`,
    pageOf: (title: string, page: number) => `${title} – หน้า ${page}`,
  },
  en: {
    home: "Home",
    search: "Search",
    searchFor: (query: string) => `Search results for “${query}”`,
    pageOf: (title: string, page: number) => `${title} – Page ${page}`,
  },
} as const satisfies Record<ContentLang, unknown>;

export function labelsOf(lang: ContentLang) {
  return LABELS[lang];
}

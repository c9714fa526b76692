import { recogniseLink } from "~/lib/contactLinks";
import type { EventBus } from "./events";

/**
 * Reports a tap on a recognised link (§7; src/lib/contactLinks.ts): contact_click for phone, email, LINE, messenger
 * and WhatsApp links, social_click for the social networks, marketplace_click for Shopee and Lazada. `target` is
 * where the click landed (inside the link, or the link itself); other links and clicks beside links report nothing.
 */
export function trackClickedLink(events: EventBus, target: EventTarget | null): void {
  const href = target instanceof Element ? target.closest("a[href]")?.getAttribute("href") : null;
  const link = href ? recogniseLink(href) : null;
  if (!href || !link) return;
  if (link.group === "contact") events.emit("contact_click", { method: link.kind, link_url: href });
  else if (link.group === "social") events.emit("social_click", { network: link.kind, link_url: href });
  else events.emit("marketplace_click", { marketplace: link.kind, link_url: href });
}

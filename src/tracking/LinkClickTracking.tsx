import { useEffect } from "react";
import { useStores } from "~/stores/StoreProvider";
import { trackClickedLink } from "./linkClicks";

/**
 * Reports every tap on a contact, social or marketplace link of the page (§7: the store-contact widget's, a tel: or
 * LINE link the shop wrote in rich text, a menu's link to its Facebook page) with one click listener on the document.
 * Capture phase, so a widget that stops the click's propagation hides nothing; and the listener is there from
 * hydration on, so a tap on a widget whose code lazy mode still holds back is reported too.
 */
export function LinkClickTracking() {
  const { events } = useStores();
  useEffect(() => {
    const onClick = (event: MouseEvent) => trackClickedLink(events, event.target);
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, [events]);
  return null;
}

/** #10 item 3: where a listing's page change leaves the scroll position (§2 keeps it, relative to the listing). */

/** The window at the kept position, in document pixels. */
export interface ScrollView {
  /** The kept scroll position (window.scrollY before the page changed). */
  keptY: number;
  /** The viewport's height. */
  height: number;
  /** The sticky header's height: what covers the viewport's top. */
  headerHeight: number;
  /** The new page's greatest scroll position (document height less viewport height). */
  maxY: number;
}

/** The listing's top and bottom edges on the new page, in document pixels. */
export interface ListingBox {
  top: number;
  bottom: number;
}

/**
 * How much of the listing (in CSS pixels, below the sticky header) must still show at the kept position for it to be
 * kept: a pager's height, so the shopper still sees the pager they used, under their finger. Less than that is the
 * footer case of #10 item 3.
 */
export const KEPT_LISTING_MIN_PX = 48;

/**
 * The scroll position after a listing's page change. The kept position, clamped into the new page as the browser
 * would clamp it, stays when the listing still shows there (at least KEPT_LISTING_MIN_PX of it below the sticky
 * header); otherwise the listing's top comes just below the header (clamped into 0..maxY), so a shorter page never
 * lands the shopper in the footer.
 */
export function listingScrollY(view: ScrollView, listing: ListingBox): number {
  const maxY = Math.max(view.maxY, 0);
  const clamp = (y: number) => Math.min(Math.max(y, 0), maxY);
  const kept = clamp(view.keptY);
  const shown = Math.min(listing.bottom, kept + view.height) - Math.max(listing.top, kept + view.headerHeight);
  return shown >= KEPT_LISTING_MIN_PX ? kept : clamp(listing.top - view.headerHeight);
}

/** The query parameter that turns a coupon page into the shopper's own coupons ("My coupons" in the account menu). */
const MINE = "mine";

/** Whether a coupon page's query asks for the shopper's own coupons only. */
export function isMyCouponsQuery(search: string): boolean {
  return new URLSearchParams(search).get(MINE) === "1";
}

/** The address of the shopper's own coupons on the shop's coupon page `couponsUrl` (its query and hash kept). */
export function myCouponsHref(couponsUrl: string): string {
  const [beforeHash = "", hash] = couponsUrl.split("#", 2);
  const [path = "", query = ""] = beforeHash.split("?", 2);
  const params = new URLSearchParams(query);
  params.set(MINE, "1");
  return `${path}?${params}${hash === undefined ? "" : `#${hash}`}`;
}

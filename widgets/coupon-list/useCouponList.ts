import { useCallback, useEffect, useState } from "react";
import type { Coupon, CouponListResponse } from "~/generated/schemas";
import { useStores } from "~/stores/StoreProvider";

export type CouponListData = CouponListResponse["data"];

/** The coupon list as the browser has it: null while loading, "failed" when the call failed. */
export interface CouponList {
  data: CouponListData | null | "failed";
  /** The server's clock now (the states are decided by it, not by the device's clock). */
  now(): Date;
  reload(): void;
  /** Puts a coupon the claim call answered in place of the listed one. */
  replace(coupon: Coupon): void;
}

/**
 * GET /api/x4/coupon/list once the page is interactive and the session is checked (the answer is personal, so never
 * in the server's HTML): one list per shopper, so no answer for the unchecked state lands over a claim made since.
 */
export function useCouponList(): CouponList {
  const { api, auth } = useStores();
  const [data, setData] = useState<CouponList["data"]>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [version, setVersion] = useState(0);
  const { checked, isLoggedIn: loggedIn } = auth;

  useEffect(() => {
    if (!checked) return;
    let live = true;
    api.get<CouponListData>("/api/x4/coupon/list").then(
      (answer) => {
        if (!live) return;
        setOffsetMs(Date.parse(answer.now) - Date.now());
        setData(answer);
      },
      () => live && setData("failed"),
    );
    return () => {
      live = false;
    };
  }, [api, version, checked, loggedIn]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const replace = useCallback(
    (coupon: Coupon) =>
      setData((current) =>
        current && current !== "failed"
          ? { ...current, coupons: current.coupons.map((c) => (c.code === coupon.code ? coupon : c)) }
          : current,
      ),
    [],
  );
  return { data, now: () => new Date(Date.now() + offsetMs), reload, replace };
}

import { when } from "mobx";
import { useEffect } from "react";
import { useIntl } from "~/i18n/useIntl";
import { useLocation, useNavigate, useRouteLoaderData } from "react-router";
import { intlOf } from "~/i18n/intl";
import { HAND_OFF_FAILURE_NOTICE_MS, HAND_OFF_PAUSE_MS } from "~/lib/constants";
import { handOffFallback, handOffTargetOf, handOffUrl } from "~/lib/handOff";
import { contentLangOf, resolveLocalePath } from "~/lib/localePath";
import { localizeHref } from "~/lib/localizeHref";
import { useStores } from "~/stores/StoreProvider";
import { ZoneLayout } from "../layouts/ZoneLayout";
import type { RootData } from "../loaders/root.server";
import type { Route } from "./+types/hand-off";

export function meta({ location }: Route.MetaArgs) {
  const { lang, path } = resolveLocalePath(location.pathname);
  const title = intlOf(contentLangOf(lang)).formatMessage({
    id: handOffTargetOf(path) === "checkout" ? "handOff.checkoutTitle" : "handOff.cartTitle",
  });
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

/**
 * §2 /cart and /checkout (and under /en): save the cart, then hand the browser to the hosted cart or checkout site.
 * A guest without a cart gets one created first, then a 50 ms pause (§9). On failure the shopper is told ("there
 * seems to be something wrong", or the cart's own §8 toast) and goes back, else to the frontend web URL, else home.
 */
export default function HandOff() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const root = useRouteLoaderData<RootData>("root");
  const { cart, toast } = useStores();

  useEffect(() => {
    let cancelled = false;
    const { lang, path } = resolveLocalePath(pathname);
    /** Back, else on, after a moment to read why; told "there seems to be something wrong" unless a §8 toast said why. */
    const fail = (told: boolean, description?: string) => {
      if (!told) {
        toast.show({
          title: intl.formatMessage({ id: "common.somethingWrong" }),
          description,
          type: "error",
          position: "top-right",
        });
      }
      const canGoBack = window.history.length > 1;
      const fallback = handOffFallback(canGoBack, root?.shop?.frontendWebUrl ?? null, localizeHref("/", lang));
      setTimeout(() => {
        if (cancelled) return;
        if (fallback.kind === "back") window.history.back();
        else if (fallback.url.startsWith("/")) navigate(fallback.url, { replace: true });
        else window.location.replace(fallback.url);
      }, HAND_OFF_FAILURE_NOTICE_MS);
    };
    const cartSettled = when(() => !cart.enabled || (cart.ready && !cart.loading));
    void (async () => {
      await cartSettled;
      if (cancelled) return;
      const shop = root?.shop;
      if (!shop || !cart.enabled) return fail(false);
      const prepared = await cart.prepareHandOff();
      if (cancelled) return;
      if (!prepared.ok) {
        const empty = prepared.reason === "empty";
        return fail(!empty, empty ? intl.formatMessage({ id: "handOff.emptyCart" }) : undefined);
      }
      if (prepared.created) await new Promise((resolve) => setTimeout(resolve, HAND_OFF_PAUSE_MS));
      if (cancelled) return;
      window.location.assign(handOffUrl(root.hostedCheckoutUrl, handOffTargetOf(path), shop.webName, prepared.cart));
    })().catch(() => {}); // cancelled while waiting: the page was left
    return () => {
      cancelled = true;
      cartSettled.cancel();
    };
  }, [pathname, cart, toast, intl, navigate, root]);

  return (
    <ZoneLayout layout={{ name: "base", header: true, footer: true }}>
      <div className="hand-off" role="status">
        <span className="hand-off__spinner" aria-hidden="true" />
        <p>{intl.formatMessage({ id: "common.processing" })}</p>
      </div>
    </ZoneLayout>
  );
}

import { Hono } from "hono";
import { SHARE_IMAGE_PATH, shareImageKey, shareLookOf } from "~/app/loaders/shareImage.server";
import { shopColoursFor } from "~/app/loaders/shopColours.server";
import type { BaseData } from "~/generated/schemas";
import type { ContentLang } from "~/lib/localePath";
import { APP_ICON_SIDES, appIconPath, manifestPath, webManifestOf } from "~/lib/webManifest";
import { withShopTags } from "../cdn/shopTag";
import { RETRY_AFTER_SECONDS } from "../modules/http/responses";
import type { ShopDrawings } from "./shopDrawings";

/** Icons and the manifest live at fixed paths: a day in caches (a CDN drops them with the shop's tag on a change). */
const FIXED_PATH = "public, max-age=86400";
/** A share image's URL holds a hash of all it is drawn from: it never changes under it. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const APPLE_TOUCH_ICON_SIDE = 180;

export interface ShopIconRoutesOptions {
  /** The shop's host name of a request (as the pages read it). */
  hostOf(request: Request): string;
  shopIdOf(host: string): Promise<number | null>;
  /** The shop's base data in a language; null when it cannot be had just now. */
  baseOf(host: string, lang: ContentLang): Promise<BaseData | null>;
  drawings: ShopDrawings;
}

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * GET /favicon.ico, /apple-touch-icon.png, /app-icon-192.png and -512.png, /manifest.webmanifest (/en/… in
 * English) and /share-image/<key>.png of the host's shop: its icons from its favicon setting, its web app manifest,
 * its pages' share images (src/app/loaders/shareImage.server.ts). 404 on a host that names no shop.
 */
export function shopIconRoutes({ hostOf, shopIdOf, baseOf, drawings }: ShopIconRoutesOptions): Hono {
  const app = new Hono();

  /** Answers with `answer(scope, base)` for the request's shop, tagged with it for a CDN. */
  const forShop =
    (
      lang: ContentLang,
      answer: (scope: { shopId: number; host: string }, base: BaseData, url: URL) => Promise<Response>,
    ) =>
    async ({ req }: { req: { raw: Request } }) => {
      const host = hostOf(req.raw);
      const shopId = await shopIdOf(host);
      if (shopId === null) return plain(404, "Not Found");
      const base = await baseOf(host, lang);
      if (!base) {
        const busy = plain(503, "Service Unavailable");
        busy.headers.set("Retry-After", RETRY_AFTER_SECONDS);
        return busy;
      }
      return withShopTags(await answer({ shopId, host }, base, new URL(req.raw.url)), shopId);
    };

  const image = (bytes: Uint8Array, type: string, cacheControl: string) =>
    new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "Content-Type": type, "Content-Length": String(bytes.byteLength), "Cache-Control": cacheControl },
    });

  app.get(
    "/favicon.ico",
    forShop("th", async (scope, base) => image(await drawings.favicon(scope, base), "image/x-icon", FIXED_PATH)),
  );
  const squareIcon = (side: number) =>
    forShop("th", async (scope, base) => image(await drawings.squareIcon(scope, base, side), "image/png", FIXED_PATH));
  app.get("/apple-touch-icon.png", squareIcon(APPLE_TOUCH_ICON_SIDE));
  for (const side of APP_ICON_SIDES) app.get(appIconPath(side), squareIcon(side));

  for (const lang of ["th", "en"] as const) {
    app.get(
      manifestPath(lang),
      forShop(lang, async (_scope, base) => {
        const name = base.web.name ?? base.webHead.title;
        const manifest = webManifestOf({ name, lang, colours: shopColoursFor(base) });
        return new Response(JSON.stringify(manifest), {
          headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": FIXED_PATH },
        });
      }),
    );
  }

  app.get(`${SHARE_IMAGE_PATH}/:file`, async (c) => {
    const key = /^([\w-]{22})\.png$/.exec(c.req.param("file"))?.[1];
    const src = c.req.query("src") ?? null;
    if (!key || (src !== null && (!src.startsWith("/") || src.length > 2000))) return plain(404, "Not Found");
    return forShop("th", async (scope, th) => {
      // the key names what the page's language drew it with: the Thai look, else the English one's
      const en = await baseOf(scope.host, "en");
      const look = [th, en]
        .map((base) => base && shareLookOf(base))
        .find((each) => each && shareImageKey({ ...each, src }) === key);
      if (!look) return plain(404, "Not Found"); // not a share image of this shop (or of its look before a change)
      return image(await drawings.shareImage(scope, th, src, look), "image/png", IMMUTABLE);
    })(c);
  });

  return app;
}

import { shopColoursFor } from "~/app/loaders/shopColours.server";
import { SHARE_IMAGE_SIZE, type ShareSource } from "~/app/loaders/shareImage.server";
import { sameOriginOrHttps } from "~/app/loaders/shopLook.server";
import type { BaseData } from "~/generated/schemas";
import { icoOf } from "~/lib/icoFile";
import { type Canvas, defaultIconSvg, drawCard, drawPng } from "./drawImages";
import type { Picture } from "./readPicture";
import type { RenderCache } from "./renderCache";

/** The sides /favicon.ico holds: tabs, bookmarks and Windows' taskbar. */
const FAVICON_SIDES = [16, 32, 48];

type Scope = { shopId: number; host: string };
type ShareLook = Omit<ShareSource, "src">;
type ReadPicture = (shopId: number, address: string) => Promise<Picture | null>;

/** The default icon in the shop's colour (drawImages.ts). */
function defaultIcon(base: BaseData): Picture {
  const colour = shopColoursFor(base).brand;
  return { id: `default ${colour}`, bytes: defaultIconSvg(colour) };
}

/** `picture` drawn on the canvas; the shop's default icon instead when it cannot be read as an image. */
async function drawOrDefault(picture: Picture, canvas: Canvas, base: BaseData): Promise<Uint8Array> {
  return drawPng(picture.bytes, canvas).catch(() => drawPng(defaultIcon(base).bytes, canvas));
}

/**
 * A shop's icons and share images, drawn from its favicon setting and its pages' pictures (read by `readPicture`
 * from its own host, never fetched from elsewhere: an https favicon gets the default icon) and kept in `cache`.
 */
export function shopDrawings(readPicture: ReadPicture, cache: RenderCache) {
  async function iconOf(scope: Scope, base: BaseData): Promise<Picture> {
    const favicon = sameOriginOrHttps(base.web.favicon);
    const own = favicon?.startsWith("/") ? await readPicture(scope.shopId, favicon) : null;
    return own ?? defaultIcon(base);
  }

  return {
    /** /favicon.ico: the icon at 16, 32 and 48 px on a transparent ground. */
    async favicon(scope: Scope, base: BaseData): Promise<Uint8Array> {
      const icon = await iconOf(scope, base);
      return cache.remember(scope, `ico ${icon.id}`, async () => {
        const canvas = (side: number) => ({ width: side, height: side, background: null, margin: 0 });
        const pngs = await Promise.all(FAVICON_SIDES.map((side) => drawOrDefault(icon, canvas(side), base)));
        return icoOf(pngs.map((png, index) => ({ side: FAVICON_SIDES[index] ?? 0, png })));
      });
    },

    /** A square PNG for home screens (apple-touch-icon, the manifest's): opaque, on the shop's surface colour. */
    async squareIcon(scope: Scope, base: BaseData, side: number): Promise<Uint8Array> {
      const icon = await iconOf(scope, base);
      const background = shopColoursFor(base).surface;
      const canvas = { width: side, height: side, background, margin: Math.round(side / 10) };
      return cache.remember(scope, `png ${side} ${background} ${icon.id}`, () => drawOrDefault(icon, canvas, base));
    },

    /**
     * A 1200 × 630 share image: the picture at `src` on the shop's host fitted on its surface colour, or (none, or
     * none that reads) the shop's card: its icon and name on its colours. `look` is what the URL's key names.
     */
    async shareImage(scope: Scope, base: BaseData, src: string | null, look: ShareLook): Promise<Uint8Array> {
      const picture = src ? await readPicture(scope.shopId, src) : null;
      const drawShopCard = async () => {
        const icon = await iconOf(scope, base);
        const card = { ...SHARE_IMAGE_SIZE, brand: look.brand, surface: look.surface, name: look.name };
        return cache.remember(scope, `card ${look.brand} ${look.surface} ${look.name} ${icon.id}`, () =>
          drawCard(icon.bytes, card).catch(() => drawCard(defaultIcon(base).bytes, card)),
        );
      };
      if (!picture) return drawShopCard();
      const canvas = { ...SHARE_IMAGE_SIZE, background: look.surface, margin: 0 };
      return cache
        .remember(scope, `share ${look.surface} ${picture.id}`, () => drawPng(picture.bytes, canvas))
        .catch(drawShopCard);
    },
  };
}

export type ShopDrawings = ReturnType<typeof shopDrawings>;

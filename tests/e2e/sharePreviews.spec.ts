import sharp from "sharp";
import { expect, test } from "./fixtures";
import { demoProducts, demoShop } from "./demoShops";
import { rawGet } from "./pageCacheHttp";
import { englishPath, PAGE_TYPES } from "./pageTypes";

// Issue 28 item 4: what LINE and Facebook show of a shared page. Their crawlers read the raw HTML (no script runs),
// take the first tag of each property, need absolute URLs, and show a raster og:image (not SVG), best at 1200 × 630
// with its size given. Every page type of both demo shops, in both languages.

const PORT = Number(process.env.E2E_PORT ?? 3210);
const CRAWLER = "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)";

const offline = demoShop("offline");
const sourdough = demoProducts(offline)[0];
if (!sourdough) throw new Error("the offline shop has no products");

/** A shop's page types: the demo shop's (pageTypes.ts) but the 404 page and the account stand-in's forms. */
const SHOPS = [
  {
    host: "localhost",
    paths: PAGE_TYPES.filter((path) => path !== "/no-such-page" && !path.startsWith("/account/")),
  },
  {
    host: "offline.localhost",
    paths: ["/", "/about", "/category/bread/201", `/product/${sourdough.slug}/${sourdough.uuid}`, "/search?q=bread"],
  },
];

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", "#39": "'", lt: "<", gt: ">" };
const decoded = (text: string) =>
  text.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (_, name: string) => ENTITIES[name] ?? "");

/** The head's meta tags as a crawler reads them: property or name → content, the first of each winning. */
function crawledMeta(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:property|name)="([^"]*)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined && !meta.has(key)) meta.set(key, decoded(content));
  }
  return meta;
}

/** GET as the crawler asks (the path percent-encoded as a URL writes it: Thai search words). */
const get = (host: string, path: string) => {
  const url = new URL(path, "http://crawler.invalid");
  return rawGet(PORT, `${url.pathname}${url.search}`, { host: `${host}:${PORT}`, "user-agent": CRAWLER });
};

for (const { host, paths } of SHOPS) {
  test(`${host}: every page type's share card, in Thai and English, shows a 1200 × 630 raster image`, async () => {
    test.setTimeout(120_000);
    const origin = `http://${host}:${PORT}`;
    const checkedImages = new Map<string, string>();
    const problems: string[] = [];
    for (const path of paths.flatMap((each) => [each, englishPath(each)])) {
      const answer = await get(host, path);
      expect(answer.status, path).toBe(200);
      const meta = crawledMeta(answer.body.toString("utf8"));
      const english = path.startsWith("/en");
      expect(
        {
          site: meta.get("og:site_name"),
          locale: meta.get("og:locale"),
          alternate: meta.get("og:locale:alternate"),
          card: meta.get("twitter:card"),
          title: Boolean(meta.get("og:title")),
          url: meta.get("og:url")?.startsWith(`${origin}/`),
        },
        path,
      ).toEqual({
        site: demoShop(host === "localhost" ? "demo" : "offline").base[english ? "en" : "th"].web.name,
        locale: english ? "en_US" : "th_TH",
        alternate: english ? "th_TH" : "en_US",
        card: "summary_large_image",
        title: true,
        url: true,
      });
      const image = meta.get("og:image") ?? "";
      expect(meta.get("twitter:image"), path).toBe(image);
      expect([meta.get("og:image:width"), meta.get("og:image:height")], path).toEqual(["1200", "630"]);
      expect(meta.get("og:image:type"), path).toBe("image/png");
      expect(meta.get("og:image:alt"), path).toBeTruthy();
      expect(image.startsWith(`${origin}/`), `${path}: ${image}`).toBe(true);
      if (!checkedImages.has(image)) checkedImages.set(image, await rasterProblem(host, image));
      const problem = checkedImages.get(image);
      if (problem) problems.push(`${path}: ${image}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
}

/** What is wrong with a share image as a crawler fetches it: not 200, not a 1200 × 630 PNG, JPEG or WebP; "" if nothing. */
async function rasterProblem(host: string, image: string): Promise<string> {
  const url = new URL(image);
  const answer = await get(host, `${url.pathname}${url.search}`);
  if (answer.status !== 200) return `status ${answer.status}`;
  const metadata = await sharp(answer.body).metadata();
  const type = answer.headers["content-type"];
  if (!["png", "jpeg", "webp"].includes(metadata.format) || type !== `image/${metadata.format}`) {
    return `${metadata.format} as ${type}`;
  }
  if (!/immutable/.test(answer.headers["cache-control"] ?? "")) return `cached as ${answer.headers["cache-control"]}`;
  return metadata.width === 1200 && metadata.height === 630 ? "" : `${metadata.width} × ${metadata.height}`;
}

test("a product page gives its price in baht, as Facebook's product card reads it", async () => {
  const product = demoProducts(demoShop("demo")).find((each) => (each.variants ?? []).length === 0);
  if (!product) throw new Error("the demo shop has no product without variants");
  for (const path of [`/product/${product.slug}/${product.uuid}`, `/en/product/${product.slug}/${product.uuid}`]) {
    const meta = crawledMeta((await get("localhost", path)).body.toString("utf8"));
    expect([meta.get("og:type"), meta.get("product:price:amount"), meta.get("product:price:currency")], path).toEqual([
      "product",
      product.price.toFixed(2),
      "THB",
    ]);
  }
});

test("the head links the shop's icons and its manifest in the page's language", async () => {
  for (const [path, manifest] of [
    ["/", "/manifest.webmanifest"],
    ["/en", "/en/manifest.webmanifest"],
  ] as const) {
    const html = (await get("localhost", path)).body.toString("utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48"/>');
    expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
    expect(head).toContain(`<link rel="manifest" href="${manifest}"/>`);
    for (const icon of ["/favicon.ico", "/apple-touch-icon.png", manifest]) {
      expect((await get("localhost", icon)).status, icon).toBe(200);
    }
  }
});

// npm run preview:token -- --host HOST --origin EDITOR_ORIGIN [--minutes N] [--path /PATH]
// Prints the URL the shop owner's editor frames for a live preview of HOST's shop (docs/preview.md): a token
// signed with PREVIEW_SECRET (which the storefront servers share), for EDITOR_ORIGIN, valid N minutes (60; at most
// 1440). Refuses an origin on neither EDITOR_ORIGINS nor the shop's editorOrigins. Reads the shop from the database
// named by DATABASE_URL, else PGlite at DATA_DIR or ./data/pglite. Exits 1 when refused, 2 on a usage error.
import { parseArgs } from "node:util";
import { PREVIEW_TOKEN_PARAM } from "~/preview/session";
import { editorOriginsFromEnv, publicUrlFromEnv } from "../config";
import { databaseOptionsFromEnv, openDatabase } from "../db";
import { publicOriginOf } from "../http/publicOrigin";
import { findShopByHost } from "../modules/tenancy/repo";
import { createPreviewAccess } from "../preview/previewAccess";
import { PREVIEW_TOKEN_MAX_SECONDS } from "../preview/previewToken";

const USAGE = "usage: npm run preview:token -- --host HOST --origin EDITOR_ORIGIN [--minutes N] [--path /PATH]";
const MAX_MINUTES = PREVIEW_TOKEN_MAX_SECONDS / 60;

const OPTIONS = {
  host: { type: "string" },
  origin: { type: "string" },
  minutes: { type: "string", default: "60" },
  path: { type: "string", default: "/" },
} as const;

async function main(args: string[]): Promise<number> {
  let values: ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS }>>["values"];
  try {
    ({ values } = parseArgs({ args, options: OPTIONS }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const minutes = Number(values.minutes);
  const problems = [
    ...(values.host ? [] : ["--host is required"]),
    ...(values.origin ? [] : ["--origin is required"]),
    ...(Number.isInteger(minutes) && minutes >= 1 && minutes <= MAX_MINUTES
      ? []
      : [`--minutes must be a whole number from 1 to ${MAX_MINUTES}, got "${values.minutes}"`]),
    ...(values.path.startsWith("/") ? [] : [`--path must start with /, got "${values.path}"`]),
    // a key of this process alone would mint tokens no server accepts
    ...(process.env.PREVIEW_SECRET ? [] : ["PREVIEW_SECRET is not set: set it to the storefront servers' key"]),
  ];
  if (problems.length > 0 || !values.host || !values.origin) {
    for (const problem of problems) console.error(problem);
    console.error(USAGE);
    return 2;
  }
  const host = values.host.toLowerCase();
  const access = createPreviewAccess({
    secret: process.env.PREVIEW_SECRET ?? "",
    platformOrigins: editorOriginsFromEnv(process.env),
  });
  const { db, close } = await openDatabase(databaseOptionsFromEnv());
  try {
    const shop = await findShopByHost(db, host);
    if (!shop) {
      console.error(`no shop has the host "${host}"`);
      return 1;
    }
    const token = access.mint(shop, values.origin, Math.floor(Date.now() / 1000) + minutes * 60);
    if (!token) {
      const allowed = access.allowedOrigins(shop).join(", ") || "none";
      console.error(
        `refused: "${values.origin}" may not preview shop ${shop.id} (allowed: ${allowed}); ` +
          "add it to the shop document's shop.editorOrigins, or to EDITOR_ORIGINS for every shop",
      );
      return 1;
    }
    const mode = process.env.NODE_ENV === "production" ? "production" : "development";
    const shopOrigin = publicOriginOf(publicUrlFromEnv(process.env, mode), host);
    const url = new URL(values.path, shopOrigin);
    if (url.origin !== shopOrigin) {
      console.error(`--path must be a path of the shop, got "${values.path}"`);
      return 2;
    }
    url.searchParams.set(PREVIEW_TOKEN_PARAM, token);
    console.log(url.href);
    return 0;
  } finally {
    await close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
}

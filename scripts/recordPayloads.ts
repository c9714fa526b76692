import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface RecordOptions {
  /** Page paths, each may carry a query (e.g. "/search?q=tea"): its parameters are passed to the page. */
  paths: readonly string[];
  /** The running shop's origin, e.g. http://localhost:3000. */
  shop: string;
  out: string;
  lang?: string;
  /** The shop's host name (X-Nuxt-Host), when it is not the origin's. */
  host?: string;
}

const TIMEOUT_MS = 30_000;

/** A file name for a page path: "/" is "home", "/category/tea/101" is "category-tea-101". */
function slugOf(path: string): string {
  return (
    path
      .replace(/[^a-z0-9]+/gi, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase() || "home"
  );
}

/** Why a call got no answer, saying what to do where the cause is known (fetch says only "fetch failed"). */
function whyFailed(error: unknown, origin: URL): string {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  if (cause === "ENOTFOUND" || cause === "EAI_AGAIN")
    return (
      `${origin.hostname} has no address here: name the server in --shop and the shop in --host ` +
      `(--shop http://127.0.0.1:${origin.port || 80} --host ${origin.hostname})`
    );
  if (cause === "ECONNREFUSED") return `nothing listens at ${origin.origin}: is the shop running there?`;
  return (error as Error).message;
}

/**
 * Saves a running shop's answers, as they came, for `npm run validate`: GET /api/page of each path (page-<path>.json)
 * and GET /api/base once (base.json), sent as the storefront sends them (§7: Accept, X-Nuxt-Host, X-Page-Lang).
 * An answer other than 200 is reported and not saved. Returns how many calls failed.
 */
export async function recordPayloads({ paths, shop, out, lang, host }: RecordOptions): Promise<number> {
  const origin = new URL(shop);
  const headers: Record<string, string> = {
    Accept: "application/json",
    "X-Nuxt-Host": host ?? origin.hostname,
    ...(lang ? { "X-Page-Lang": lang } : {}),
  };
  const suffix = lang ? `.${lang}.json` : ".json";
  await mkdir(out, { recursive: true });

  const taken = new Set<string>();
  const calls = paths.map((path) => {
    const [pathname = "/", query = ""] = path.split(/\?(.*)/s, 2);
    const params = new URLSearchParams(query);
    params.set("path", pathname);
    if (lang) params.set("lang", lang);
    // "/a-b" and "/a/b" have one slug: the later one gets a number, so no answer overwrites another
    let file = `page-${slugOf(path)}`;
    for (let n = 2; taken.has(file); n++) file = `page-${slugOf(path)}-${n}`;
    taken.add(file);
    return { what: path, url: new URL(`/api/page?${params}`, origin), file: `${file}${suffix}` };
  });
  calls.push({
    what: "base",
    url: new URL(`/api/base${lang ? `?lang=${lang}` : ""}`, origin),
    file: `base${suffix}`,
  });

  let failures = 0;
  for (const { what, url, file } of calls) {
    try {
      const response = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const body = await response.text();
      if (response.status !== 200) {
        failures++;
        console.error(`✗ ${what}: ${url} answered ${response.status}: ${body.slice(0, 200)}`);
        continue;
      }
      await writeFile(join(out, file), body);
      console.log(`saved ${join(out, file)} (${what})`);
    } catch (error) {
      failures++;
      console.error(`✗ ${what}: ${url} failed: ${whyFailed(error, origin)}`);
    }
  }
  return failures;
}

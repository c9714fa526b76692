import { NAVIGATION_WAITS_FOR_HYDRATION_MS, whenServerNodesHydrated } from "~/lib/nodeHydration";
import { releaseWidgetCode, withWidgetChunks } from "~/renderer/widgetModules";
import { loadWithRetry } from "../navigationRetry";
import { PageView } from "../components/PageView";
import type { Route } from "./+types/content-page";

export { loadPage as loader } from "../loaders/page.server";

/** The document answer carries the loader's headers (a demo page's Cache-Control: no-store). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * In the browser: the page's data (retried after a network failure, see navigationRetry) and its widgets' code; the
 * page shown is taken over by the browser first, so that nothing of it vanishes when the next page commits.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  releaseWidgetCode();
  const [data] = await Promise.all([
    loadWithRetry(serverLoader, request.signal).then(withWidgetChunks),
    whenServerNodesHydrated(NAVIGATION_WAITS_FOR_HYDRATION_MS),
  ]);
  return data;
}

/** §2 catch-all content pages (and the dev and preset sections): /{segments...}, /en/..., /cn/... */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData} />;
}

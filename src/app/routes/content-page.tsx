import { withWidgetChunks } from "~/renderer/widgetModules";
import { loadWithRetry } from "../navigationRetry";
import { PageView } from "../components/PageView";
import type { Route } from "./+types/content-page";

export { loadPage as loader } from "../loaders/page.server";

/** The document answer carries the loader's headers (a demo page's Cache-Control: no-store). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** In the browser: the page's data (retried after a network failure, see navigationRetry) and its widgets' code. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return withWidgetChunks(await loadWithRetry(serverLoader, request.signal));
}

/** §2 catch-all content pages (and the dev and preset sections): /{segments...}, /en/..., /cn/... */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData} />;
}

import { withWidgetChunks } from "~/renderer/widgetModules";
import { PageView } from "../components/PageView";
import type { Route } from "./+types/content-page";

export { loadPage as loader } from "../loaders/page.server";

/** The document answer carries the loader's headers (a demo page's Cache-Control: no-store). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withWidgetChunks(await serverLoader());
}

/** §2 catch-all content pages (and the dev and preset sections): /{segments...}, /en/..., /cn/... */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData} />;
}

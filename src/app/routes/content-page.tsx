import { withWidgetChunks } from "~/renderer/widgetModules";
import { PageView } from "../components/PageView";
import type { Route } from "./+types/content-page";

export { loadPage as loader } from "../loaders/page.server";

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withWidgetChunks(await serverLoader());
}

/** §2 catch-all content pages (and the dev and preset sections): /{segments...}, /en/..., /cn/... */
export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData} />;
}

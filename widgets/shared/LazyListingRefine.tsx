import { type ComponentProps, lazy, Suspense } from "react";
import { whenCodeMayLoad } from "~/renderer/widgetModules";
import type { ListingRefine as Refine } from "./ListingRefine";

const loadListingRefine = async () => (await import("./ListingRefine")).ListingRefine;

/** The server renders it directly, never suspended (a suspended boundary would stream after the page's HTML). */
const OnServer = import.meta.env.SSR ? await loadListingRefine() : undefined;

/** In the browser its code waits for the shopper's first sign of life (lazy mode, §4). */
const InBrowser = lazy(async () => {
  await whenCodeMayLoad();
  return { default: await loadListingRefine() };
});

/**
 * ListingRefine, whose code is not part of a first visit's download: until the shopper shows a sign of life its
 * server HTML stays as it is, and works as it is (a GET form, an invoker button that opens the sheet, chips that
 * are links); then it hydrates.
 */
export function LazyListingRefine(props: ComponentProps<typeof Refine>) {
  return <Suspense fallback={null}>{OnServer ? <OnServer {...props} /> : <InBrowser {...props} />}</Suspense>;
}

import { type ComponentProps, type ComponentType, lazy, Suspense } from "react";
import { loadMessagePart, withMessages } from "~/i18n/messageParts";
import { IntlContext, useIntl } from "~/i18n/useIntl";
import type { ContentLang } from "~/lib/localePath";
import { whenCodeMayLoad } from "~/renderer/widgetModules";
import type { ListingRefine as Refine } from "./ListingRefine";

type Props = ComponentProps<typeof Refine>;

/** ListingRefine with its messages (the "listing-refine" part, kept out of every page's messages) in `lang`. */
async function loadListingRefine(lang: ContentLang): Promise<ComponentType<Props>> {
  const [{ ListingRefine }, messages] = await Promise.all([
    import("./ListingRefine"),
    loadMessagePart("listing-refine", lang),
  ]);
  return function ListingRefineWithMessages(props: Props) {
    const intl = useIntl();
    return (
      <IntlContext.Provider value={withMessages(intl, messages)}>
        <ListingRefine {...props} />
      </IntlContext.Provider>
    );
  };
}

/** The server renders it directly, never suspended (a suspended boundary would stream after the page's HTML). */
const onServer = import.meta.env.SSR ? { th: await loadListingRefine("th"), en: await loadListingRefine("en") } : null;

/** In the browser its code and messages wait for the shopper's first sign of life (lazy mode, §4). */
const lazyIn = (lang: ContentLang) =>
  lazy(async () => {
    await whenCodeMayLoad();
    return { default: await loadListingRefine(lang) };
  });
const inBrowser = { th: lazyIn("th"), en: lazyIn("en") };

/**
 * ListingRefine, whose code and messages are not part of a first visit's download: until the shopper shows a sign
 * of life its server HTML stays as it is, and works as it is (a GET form, an invoker button that opens the sheet,
 * chips that are links); then it hydrates.
 */
export function LazyListingRefine(props: Props) {
  const lang: ContentLang = useIntl().locale.startsWith("th") ? "th" : "en";
  const Component = (onServer ?? inBrowser)[lang];
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}

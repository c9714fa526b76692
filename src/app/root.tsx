import { observer } from "mobx-react-lite";
import { type CSSProperties, type ReactNode, useContext, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { loadMessages } from "~/i18n/compiledMessages";
import { I18nProvider } from "~/i18n/I18nProvider";
import { langCookieToWrite } from "~/lib/langCookie";
import { isDemoSection } from "~/lib/demoSection";
import { EARLY_HASH_SCRIPT } from "~/lib/earlyHash";
import { EARLY_WATCH_SCRIPT } from "~/lib/lazyModeEarly";
import { type ContentLang, contentLangOf, resolveLocalePath } from "~/lib/localePath";
import { PreviewHost } from "~/preview/PreviewHost";
import { serializeJsonForScript } from "~/lib/serializeJsonForScript";
import type { RenderNode } from "~/renderer/normalizeTree";
import { kindsByTopLevelNode, withWidgetChunks } from "~/renderer/widgetModules";
import { StoreProvider, useStores } from "~/stores/StoreProvider";
import { hasTags } from "~/tracking/tagPlan";
import { LinkClickTracking } from "~/tracking/LinkClickTracking";
import type { Route } from "./+types/root";
import { AuthRuntime } from "./components/AuthRuntime";
import { ContextMenuGuard } from "./components/ContextMenuGuard";
import { LazyCartDrawer } from "./components/cart/LazyCartDrawer";
import { CartRuntime } from "./components/cart/CartRuntime";
import { ConsentRuntime } from "./components/consent/ConsentRuntime";
import { ErrorPage } from "./components/ErrorPage";
import { LoadingBar } from "./components/LoadingBar";
import { NavigationFocus } from "./components/NavigationFocus";
import { NavigationLoading } from "./components/NavigationLoading";
import { NavigationRetry } from "./components/NavigationRetry";
import { NewBuildReload } from "./components/NewBuildReload";
import { TagRuntime } from "./components/TagRuntime";
import { PageTransition } from "./components/PageTransition";
import { ScrollManager } from "./components/ScrollManager";
import { Toaster } from "./components/Toaster";
import { TrackingRuntime } from "./components/TrackingRuntime";
import { CspNonce } from "./cspNonce";
import { TagDefaults } from "./tagDefaults";
import { ZoneLayout } from "./layouts/ZoneLayout";
import { loadWithRetry } from "./navigationRetry";
import { useStructuralMemo } from "./useStructuralMemo";
import type { RootData } from "./loaders/root.server";
import { ServerViewportLayout, useRememberedViewport } from "./layouts/viewportLayout";
import { FONT_FILES } from "~/generated/fonts";
import { StorefrontStyles } from "./inlineStyles";
import { ShopWords } from "../../widgets/shared/shopWords";

// The server writes the stylesheet inline (StorefrontStyles); in development Vite's client also injects it, so style
// edits apply without a reload.
if (import.meta.env.DEV) void import("~/styles/storefront.css");

export { loadRoot as loader } from "./loaders/root.server";

/** The web font's files (#10 item 10), fetched with the page's first requests rather than after its styles. */
export const links: Route.LinksFunction = () =>
  FONT_FILES.map((href) => ({ rel: "preload", href, as: "font", type: "font/woff2", crossOrigin: "anonymous" }));

/** Runs in the browser when the language changes: the new language's messages load alongside the data. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const messages = loadMessages(contentLangOf(resolveLocalePath(new URL(request.url).pathname).lang));
  try {
    return await withWidgetChunks(await loadWithRetry(serverLoader, request.signal));
  } finally {
    await messages; // loaded before the new language renders, the error page included
  }
}

/**
 * Zones and base data change with the language only: navigating between pages (or pages of a listing) keeps them;
 * an explicit revalidation of the same URL reloads them, and so does every navigation into the demo section (§2: a
 * path under /demo fetches base data fresh).
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const next = resolveLocalePath(nextUrl.pathname);
  const langChanged = resolveLocalePath(currentUrl.pathname).lang !== next.lang;
  return langChanged || isDemoSection(next.path) || (defaultShouldRevalidate && currentUrl.href === nextUrl.href);
}

/**
 * The widget kinds of each top-level node this page renders, read by entry.client to load the code of those the
 * shopper sees before hydrating (lazy mode holds back the others).
 */
function NodeKindsScript() {
  const matches = useMatches();
  const nodes: RenderNode[] = [];
  for (const match of matches) {
    const data = match.loaderData as { header?: RenderNode[]; nodes?: RenderNode[]; footer?: RenderNode[] } | undefined;
    nodes.push(...(data?.header ?? []), ...(data?.nodes ?? []), ...(data?.footer ?? []));
  }
  return (
    <script
      id="sf-node-kinds"
      type="application/json"
      // escaped by serializeJsonForScript
      dangerouslySetInnerHTML={{ __html: serializeJsonForScript(kindsByTopLevelNode(nodes)) }}
    />
  );
}

/** §2: the browser remembers the language shown (the server sets no cookie, so every page can be cached). */
function useRememberedLang(lang: ContentLang) {
  useEffect(() => {
    const cookie = langCookieToWrite(document.cookie, lang, location.protocol === "https:");
    if (cookie) document.cookie = cookie;
  }, [lang]);
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<RootData>("root");
  const lang = contentLangOf(resolveLocalePath(useLocation().pathname).lang);
  const nonce = useContext(CspNonce);
  const shop = rootData?.shop;
  useRememberedLang(lang);
  useRememberedViewport();
  const tags = shop?.tags;
  const tagDefaults = useContext(TagDefaults);
  return (
    <html
      lang={lang}
      data-theme={shop && shop.theme !== "default" ? shop.theme : undefined}
      data-no-select={shop?.disableTextSelection ? "" : undefined}
      style={shop?.style as CSSProperties | undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* a live preview is one editor's view of a page about to change: never indexed (X-Robots-Tag too) */}
        {rootData?.preview && <meta name="robots" content="noindex" />}
        {/* first, so no sign of life or tap before the modules run is missed (lazy mode, §4) */}
        {/* the nonce is the server render's (browsers hide it from the DOM): the browser renders none */}
        {/* then the hash's early removal, so the browser does not jump to its target at once (src/lib/earlyHash.ts) */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: `${EARLY_WATCH_SCRIPT};${EARLY_HASH_SCRIPT}` }}
        />
        {/* the consent defaults of the shop's tags (§5), before any tag: their ids are checked and escaped */}
        {tags && hasTags(tags) && (
          <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: tagDefaults }} />
        )}
        {shop?.favicon && <link rel="icon" href={shop.favicon} />}
        {shop?.webHead.themeColor && <meta name="theme-color" content={shop.webHead.themeColor} />}
        <Meta />
        <Links />
        <StorefrontStyles />
        {/* a live preview's staging theme (§4), then the shop's own styles after ours, so they win: its stylesheet,
            then its sanitised slotCss */}
        {shop?.stagingThemeHref && <link rel="stylesheet" href={shop.stagingThemeHref} />}
        {shop?.bundledCssUrl && <link rel="stylesheet" href={shop.bundledCssUrl} />}
        {shop?.slotCssHref && <link rel="stylesheet" href={shop.slotCssHref} />}
      </head>
      <body>
        <ServerViewportLayout value={rootData?.viewportLayout ?? "wide"}>
          <I18nProvider lang={lang}>{children}</I18nProvider>
        </ServerViewportLayout>
        <NodeKindsScript />
        {/* not in a live preview: its frame may be denied storage (a cross-site frame), where the script throws */}
        {!rootData?.preview && <ScrollRestoration />}
        <ScrollManager />
        <Scripts />
      </body>
    </html>
  );
}

const NO_WORDS: readonly string[] = [];

/**
 * The stores of this tab and what lives beside every page: the cookie consent (first, so its banner is the first
 * thing a keyboard or screen reader reaches), the session check, the cart, its drawer, the toasts, the tags and
 * tracked events under consent, the tracking of taps on contact links. A live preview shows no consent banner, cart
 * drawer or toast: nothing covers the page its editor frames.
 */
function ShopShell({ root, children }: { root: RootData; children: ReactNode }) {
  const preview = Boolean(root.preview);
  // the same tags after the root loader runs again: the held events and the tag loader's work carry on
  const tags = useStructuralMemo(root.shop?.tags);
  return (
    <StoreProvider
      context={{
        host: root.host,
        lang: root.lang,
        apiBaseUrl: root.apiBaseUrl,
        shopId: root.shop?.id ?? null,
        isBot: root.isBot,
        accountServiceUrl: root.accountServiceUrl,
        consent: root.shop?.consent,
      }}
    >
      <ShopWords.Provider value={root.shop?.thaiWords ?? NO_WORDS}>
        <ConsentRuntime preview={preview} />
        {children}
        <AuthRuntime isBot={root.isBot} />
        <CartRuntime />
        <TagRuntime plan={tags} />
        <LinkClickTracking />
        <TrackingRuntime plan={tags} shopId={root.shop?.id ?? null} />
        {!preview && <LazyCartDrawer />}
        {!preview && <ToasterRoot />}
      </ShopWords.Provider>
    </StoreProvider>
  );
}

/** The toasts; while the cart drawer (a modal dialog) is open they show inside it, where they can be seen and reached. */
const ToasterRoot = observer(function ToasterRoot() {
  const { cart, toast } = useStores();
  return cart.isOpen ? null : <Toaster store={toast} below=".zone-header" />;
});

export default function App({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true"; // lets tests and tools know the page is interactive
  }, []);
  return (
    <ShopShell root={loaderData}>
      <LoadingBar />
      <NavigationLoading />
      <NavigationFocus />
      <NewBuildReload />
      <NavigationRetry />
      <PageTransition name={loaderData.shop?.transitionName ?? "none"} />
      {loaderData.shop?.disableRightClick && <ContextMenuGuard />}
      <PreviewHost session={loaderData.preview}>
        <Outlet />
      </PreviewHost>
    </ShopShell>
  );
}

/** §2: the error page at the root; bots get no error page markup, only the status. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<RootData>("root");
  const { path } = resolveLocalePath(useLocation().pathname);
  if (rootData?.isBot) return null;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 500) console.error(error);
  const page = (
    <ZoneLayout layout={{ name: "base", header: true, footer: true }}>
      <ErrorPage status={status} path={path} siteName={rootData?.shop?.name} />
    </ZoneLayout>
  );
  return rootData ? <ShopShell root={rootData}>{page}</ShopShell> : page;
}

import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { CspNonce, cspNonceContext } from "./cspNonce";
import { InlineStyles } from "./inlineStyles";
import { pageLogContext } from "./pageLog";
import { isBotAgent } from "~/lib/isBot";
import { STOREFRONT_CSS } from "./storefrontCss.server";
import { TagDefaults, tagDefaultsContext } from "./tagDefaults";

export const streamTimeout = 5_000;

/**
 * React Router's Node entry, with two changes: an error inside a node's Suspense boundary is logged, not turned
 * into a 500, because the renderer contains it (the node is retried, and hidden if it fails, in the browser); and
 * finished boundaries are sent in place. Bots get the whole document at once. Every inline script React, React
 * Router and the root layout write carries the render's CSP nonce.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    const userAgent = request.headers.get("user-agent");
    const waitForAll = isBotAgent(userAgent) || routerContext.isSpaMode;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const onReady = () => {
      const body = new PassThrough({
        final(callback) {
          clearTimeout(timeoutId);
          timeoutId = undefined;
          callback();
        },
      });
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      pipe(body);
      resolve(
        new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
      );
    };
    const nonce = loadContext.get(cspNonceContext);
    const page = (
      <CspNonce value={nonce}>
        <TagDefaults value={loadContext.get(tagDefaultsContext)}>
          <InlineStyles value={STOREFRONT_CSS}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </InlineStyles>
        </TagDefaults>
      </CspNonce>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      // The renderer's Suspense boundaries contain errors; they are not meant to stream. Without this, React
      // outlines large finished boundaries (header, product details) into hidden templates swapped in by script:
      // invisible without JavaScript, and shifting the layout when swapped.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellReady: waitForAll ? undefined : onReady,
      onAllReady: waitForAll ? onReady : undefined,
      onShellError: reject,
      onError(error: unknown) {
        loadContext.get(pageLogContext).error({ path: new URL(request.url).pathname, err: error }, "render");
      },
    });
  });
}

/** A loader's or action's error, in the server's log with its stack (shoppers get the error page, never the error). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = context.get(pageLogContext);
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error)) log.warn({ path, status: error.status }, error.statusText);
  else log.error({ path, err: error }, "page");
};

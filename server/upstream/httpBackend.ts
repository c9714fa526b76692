import { createApiClient } from "~/api/client";
import type { ShopData } from "~/app/services";
import type { UpstreamLimits } from "../config";
import { createHttpShopData } from "../storefront/httpShopData";
import type { ShellOptions } from "../storefront/inProcessShopData";
import { createAnswerChecks } from "./answerChecks";
import { createUpstream } from "./upstream";
import { createUpstreamProxy } from "./upstreamProxy";

/** The shop API at API_ORIGIN: its /api and stand-in paths proxied, the loaders' data fetched and checked. */
export interface HttpBackend {
  /** Proxies /api/*, /hosted/* and /account/* (the stand-ins with the shopper's host and scheme in `forwarded`). */
  api(request: Request, forwarded?: Record<string, string>): Promise<Response>;
  /** The loaders' data of one storefront request: all of it within the request budget. */
  data(host: string): ShopData;
}

export function createHttpBackend(apiOrigin: string, limits: UpstreamLimits, shell: ShellOptions): HttpBackend {
  const upstream = createUpstream(apiOrigin, limits);
  const proxyRequest = createUpstreamProxy(upstream, apiOrigin);
  const check = createAnswerChecks((fault) => void upstream.countBadAnswer(fault));
  return {
    api: (request, forwarded) =>
      proxyRequest(request, new URL(request.url).pathname.startsWith("/api/") ? "api" : "standIn", forwarded),
    data(host) {
      const deadline = upstream.deadline();
      const fetchUpstream = (url: RequestInfo | URL, init?: RequestInit) =>
        upstream.fetch(String(url), init ?? {}, deadline, { json: true });
      return createHttpShopData(
        (lang) => createApiClient({ baseUrl: apiOrigin, host, lang: () => lang, fetch: fetchUpstream }),
        { ...shell, host },
        check,
      );
    },
  };
}

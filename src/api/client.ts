import type { PathLang } from "~/lib/localePath";
import { ApiError, type ApiErrorDetails } from "./apiError";

export { ApiError } from "./apiError";

export interface ApiClientOptions {
  /** Where the shop API answers: an origin (API_ORIGIN) or the in-process base URL. */
  baseUrl: string;
  /** The shop's host name, sent as X-Nuxt-Host (§7). */
  host: string;
  /** The current page language, sent as X-Page-Lang (§7); read at each call since it changes with the URL. */
  lang: () => PathLang;
  fetch?: typeof fetch;
  /** Drives the global loading counter (§7). */
  onRequestStart?: () => void;
  onRequestEnd?: () => void;
  /** Told of every failed call's key and path (§6: a NO_AUTH answer triggers a fresh authentication check). */
  onErrorKey?: (key: string, path: string) => void;
}

export type QueryValue = string | number | boolean | undefined | null;

export interface PostOptions {
  /** Let the request outlive the page (sent on pagehide, §5 offline mode); the body must stay under 64 KiB. */
  keepalive?: boolean;
}

export interface ApiClient {
  /** GETs a §7 endpoint and returns the envelope's data; throws ApiError on a non-2xx answer or success: false. */
  get<T>(path: string, query?: Record<string, QueryValue>): Promise<T>;
  /** POSTs a JSON body to a §7 endpoint; answers and errors as for get. */
  post<T>(path: string, body: unknown, options?: PostOptions): Promise<T>;
}

interface Envelope<T> {
  success?: boolean;
  key?: string;
  message?: string;
  data?: T;
  errors?: ApiErrorDetails["errors"];
  error_data?: ApiErrorDetails["errorData"];
}

/** The one API client of server and browser: every call sends Accept, X-Nuxt-Host and X-Page-Lang (§7). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? fetch;

  async function call<T>(url: URL, init: RequestInit): Promise<T> {
    options.onRequestStart?.();
    try {
      const response = await doFetch(url, {
        ...init,
        headers: {
          Accept: "application/json",
          "X-Nuxt-Host": options.host,
          "X-Page-Lang": options.lang(),
          ...init.headers,
        },
        credentials: "include",
      });
      const parsed: unknown = await response.json().catch(() => null);
      const body = typeof parsed === "object" && parsed !== null ? (parsed as Envelope<T>) : null;
      if (response.ok && !body)
        throw new ApiError(502, "BAD_ANSWER", "The shop API's answer is not JSON", { body: null });
      if (!response.ok || !body || body.success === false) {
        const key = body?.key ?? "HTTP_ERROR";
        options.onErrorKey?.(key, url.pathname);
        const details = {
          body,
          errors: Array.isArray(body?.errors) ? body.errors : undefined,
          errorData: body?.error_data,
        };
        throw new ApiError(response.status, key, body?.message ?? response.statusText, details);
      }
      return body.data as T;
    } finally {
      options.onRequestEnd?.();
    }
  }

  return {
    get<T>(path: string, query: Record<string, QueryValue> = {}): Promise<T> {
      const url = new URL(path, options.baseUrl);
      for (const [name, value] of Object.entries(query)) {
        if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
      }
      return call<T>(url, { method: "GET" });
    },
    post<T>(path: string, body: unknown, { keepalive = false }: PostOptions = {}): Promise<T> {
      return call<T>(new URL(path, options.baseUrl), {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json" },
        keepalive,
      });
    },
  };
}

import type { ApiError } from "~/api/apiError";
import { log } from "../log.js";
import { toApiError } from "../modules/http/responses";

/**
 * A service's answer, or its failure as the shop API would answer it: an ApiError as itself, an unreachable database
 * as 503, anything else as a 500 (logged here, as the API's error handler logs it).
 */
export async function answeredAsApi<T>(answer: () => Promise<T>): Promise<T> {
  try {
    return await answer();
  } catch (error) {
    const apiError: ApiError = toApiError(error);
    if (apiError.status >= 500 && apiError.status !== 503) log.error({ err: error }, "shop data"); // 503: the breaker said so
    throw apiError;
  }
}

/**
 * Whether `error` is a request that never got an answer (the network dropped, the device is offline), as opposed to
 * an answer that was an error: fetch() rejects with a TypeError whose message names the fetch or the network
 * (Chromium "Failed to fetch", Firefox "NetworkError when attempting to fetch resource.", Safari "Load failed").
 * `online` is navigator.onLine: offline, any failure counts.
 */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  if (!online) return true;
  return error instanceof TypeError && /fetch|network|load failed/i.test(error.message);
}

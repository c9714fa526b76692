import { isNetworkFailure } from "~/lib/networkFailure";

/**
 * #10 item 17: a client navigation whose data cannot be fetched for the network (§8) does not show the error page:
 * it waits, the current page still shown, until the shopper retries from a toast (NavigationRetry), then fetches
 * again; a new navigation supersedes it. Errors the server answered still go to the error page.
 */

/** Asks the shopper to retry: settles when they do; rejects with the signal's reason once the navigation is over. */
export type RetryPrompt = (signal: AbortSignal) => Promise<void>;

let prompt: RetryPrompt | null = null;
/** The question being asked: the loaders of one navigation (root and page) share it. */
let asking: Promise<void> | null = null;

/** Registers the UI that asks (NavigationRetry); answers its removal. */
export function setRetryPrompt(next: RetryPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

function askToRetry(ask: RetryPrompt, signal: AbortSignal): Promise<void> {
  asking ??= ask(signal).finally(() => {
    asking = null;
  });
  return asking;
}

/**
 * Runs `load` (a clientLoader's serverLoader) and, after a network failure, again each time the shopper retries. Any
 * other failure, a failure once the navigation is over, or one with nobody to ask is thrown as it is.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, signal: AbortSignal): Promise<T> {
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!prompt || signal.aborted || !isNetworkFailure(error, navigator.onLine)) throw error;
      await askToRetry(prompt, signal);
    }
  }
}

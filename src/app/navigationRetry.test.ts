// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadWithRetry, type RetryPrompt, setRetryPrompt } from "./navigationRetry";

const dropped = () => new TypeError("Failed to fetch");
let removePrompt: () => void = () => undefined;

afterEach(() => removePrompt());

/** A prompt that the test answers: `retry()` settles the question asked, `asked` counts them. */
function promptAnsweredByTest() {
  const state = { asked: 0, retry: () => undefined as void };
  const prompt: RetryPrompt = () =>
    new Promise<void>((resolve) => {
      state.asked += 1;
      state.retry = resolve;
    });
  removePrompt = setRetryPrompt(prompt);
  return state;
}

describe("loadWithRetry", () => {
  it("answers the data when the fetch succeeds, asking nothing", async () => {
    const asked = promptAnsweredByTest();
    await expect(loadWithRetry(async () => "data", new AbortController().signal)).resolves.toBe("data");
    expect(asked.asked).toBe(0);
  });

  it("after a network failure waits for the retry, then fetches again", async () => {
    const prompt = promptAnsweredByTest();
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(dropped()).mockResolvedValueOnce("data");
    const result = loadWithRetry(load, new AbortController().signal);
    await vi.waitFor(() => expect(prompt.asked).toBe(1));
    expect(load).toHaveBeenCalledTimes(1);
    prompt.retry();
    await expect(result).resolves.toBe("data");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("asks once for the loaders of one navigation failing together", async () => {
    const prompt = promptAnsweredByTest();
    const signal = new AbortController().signal;
    const root = vi.fn<() => Promise<string>>().mockRejectedValueOnce(dropped()).mockResolvedValue("root");
    const page = vi.fn<() => Promise<string>>().mockRejectedValueOnce(dropped()).mockResolvedValue("page");
    const both = Promise.all([loadWithRetry(root, signal), loadWithRetry(page, signal)]);
    await vi.waitFor(() => expect(root).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(page).toHaveBeenCalledTimes(1));
    expect(prompt.asked).toBe(1);
    prompt.retry();
    await expect(both).resolves.toEqual(["root", "page"]);
  });

  it("throws an error the server answered as it is (the error page shows it)", async () => {
    const asked = promptAnsweredByTest();
    const answered = new Error("Internal Server Error");
    await expect(loadWithRetry(() => Promise.reject(answered), new AbortController().signal)).rejects.toBe(answered);
    expect(asked.asked).toBe(0);
  });

  it("throws when the navigation is already over or nobody can ask", async () => {
    const controller = new AbortController();
    controller.abort();
    promptAnsweredByTest();
    await expect(loadWithRetry(() => Promise.reject(dropped()), controller.signal)).rejects.toThrow("Failed to fetch");
    removePrompt();
    await expect(loadWithRetry(() => Promise.reject(dropped()), new AbortController().signal)).rejects.toThrow(
      "Failed to fetch",
    );
  });

  it("fails with the prompt's rejection when the navigation ends while asking", async () => {
    const ended = new DOMException("superseded", "AbortError");
    let asked = false;
    removePrompt = setRetryPrompt((signal) => {
      asked = true;
      return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason)));
    });
    const controller = new AbortController();
    const result = loadWithRetry(() => Promise.reject(dropped()), controller.signal);
    await vi.waitFor(() => expect(asked).toBe(true));
    controller.abort(ended);
    await expect(result).rejects.toBe(ended);
  });
});

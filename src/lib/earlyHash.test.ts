// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { EARLY_HASH_SCRIPT, restoreEarlyHash, takeEarlyHash } from "./earlyHash";

/** Runs the inline script as the browser would (jsdom runs no <script> elements). */
function runEarlyScript() {
  new Function(EARLY_HASH_SCRIPT)();
}

afterEach(() => {
  takeEarlyHash();
  history.replaceState(null, "", "/");
});

describe("the early hash", () => {
  it("takes the hash out of the URL, keeping path, query and history state", () => {
    history.replaceState({ usr: { a: 1 }, key: "k" }, "", "/contact?x=1#wholesale");
    runEarlyScript();
    expect(location.pathname + location.search + location.hash).toBe("/contact?x=1");
    expect(history.state).toEqual({ usr: { a: 1 }, key: "k" });
    expect(takeEarlyHash()).toBe("#wholesale");
    expect(takeEarlyHash()).toBe(""); // taken once
  });

  it.each(["", "#"])("leaves a URL with hash %j alone", (hash) => {
    history.replaceState(null, "", `/contact${hash}`);
    runEarlyScript();
    expect(location.href).toMatch(new RegExp(`/contact${hash}$`));
    expect(takeEarlyHash()).toBe("");
  });

  it("puts the hash back with the history state once the page has loaded", async () => {
    history.replaceState({ key: "k" }, "", "/contact?x=1#a%20b");
    runEarlyScript();
    await restoreEarlyHash(takeEarlyHash());
    expect(document.readyState).toBe("complete");
    expect(location.pathname + location.search + location.hash).toBe("/contact?x=1#a%20b");
    expect(history.state).toEqual({ key: "k" });
  });

  it("restores nothing without a hash", async () => {
    history.replaceState(null, "", "/contact?x=1");
    await restoreEarlyHash("");
    expect(location.href).toMatch(/\/contact\?x=1$/);
  });
});

/**
 * The demo editor's script (an inline script with the page's nonce): the editor's half of the protocol. It talks to
 * the frame's origin only (targetOrigin and event.origin), and exposes `window.previewEditor` to tests and the
 * benchmark: `send(message)` and every message the frame posted.
 */
export const EDITOR_SCRIPT = String.raw`
"use strict";
const frame = document.getElementById("preview-frame");
const shopOrigin = frame.dataset.origin;
const pageJson = document.getElementById("page-json");
const status = document.getElementById("status");
const report = document.getElementById("report");
const log = document.getElementById("messages");
const messages = [];
const listeners = new Set();
function send(message) {
  frame.contentWindow.postMessage(Object.assign({ source: "storefront-preview", version: 1 }, message), shopOrigin);
}
window.previewEditor = {
  send,
  messages,
  /** Resolves with the next frame message that passes test. */
  next(test) {
    return new Promise((resolve) => listeners.add(function listener(message) {
      if (!test(message)) return;
      listeners.delete(listener);
      resolve(message);
    }));
  },
};
window.addEventListener("message", (event) => {
  if (event.origin !== shopOrigin || event.source !== frame.contentWindow) return;
  const message = event.data;
  if (!message || message.source !== "storefront-preview") return;
  messages.push(message);
  const item = document.createElement("li");
  item.textContent = JSON.stringify(message);
  log.prepend(item);
  if (message.type === "ready") document.body.dataset.frameReady = "true";
  if (message.type === "report") {
    report.textContent = message.problems.length === 0
      ? "No problems (" + message.nodes + " nodes)."
      : message.problems.map((p) => p.pointer + " (" + (p.kind || "?") + ", " + (p.ukey || "?") + "): " + [p.message].concat(p.messages).join("; ")).join("\n");
  }
  for (const listener of [...listeners]) listener(message);
});
document.getElementById("send-page").addEventListener("click", () => {
  let page;
  try {
    page = JSON.parse(pageJson.value);
  } catch (error) {
    status.textContent = "Not JSON: " + error.message;
    return;
  }
  const message = { type: "replace-page", pageComponent: page.pageComponent };
  if (page.pageSetting) message.pageSetting = page.pageSetting;
  if (page.pageHead) message.pageHead = page.pageHead;
  send(message);
  status.textContent = "Sent the page.";
});
document.getElementById("select-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const target = document.getElementById("select-target").value.trim();
  send(target.startsWith("/") ? { type: "select", pointer: target } : { type: "select", ukey: target });
});
document.getElementById("deselect").addEventListener("click", () => send({ type: "deselect" }));
`;

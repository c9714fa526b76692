import { html, raw } from "hono/html";
import { EDITOR_SCRIPT } from "./editorScript";

export interface DemoEditorView {
  nonce: string;
  /** The framed page: the shop's page URL with its preview token. */
  frameUrl: string;
  shopOrigin: string;
  /** The page data (GET /api/page) the textarea starts with, pretty-printed. */
  pageJson: string;
}

const STYLES = `
body { margin: 0; font: 15px/1.5 system-ui, "Noto Sans Thai", sans-serif; display: grid; grid-template-columns: minmax(18rem, 1fr) 2fr; min-height: 100vh; }
@media (max-width: 50rem) { body { grid-template-columns: 1fr; } }
aside { padding: 1rem; border-inline-end: 1px solid #ccc; display: flex; flex-direction: column; gap: .75rem; }
textarea { width: 100%; min-height: 16rem; font: 13px/1.4 ui-monospace, monospace; box-sizing: border-box; }
pre, ol { font: 12px/1.4 ui-monospace, monospace; white-space: pre-wrap; margin: 0; max-height: 12rem; overflow: auto; }
iframe { width: 100%; height: 100vh; border: 0; }
button { font: inherit; padding: .3rem .8rem; }
button:focus-visible, input:focus-visible, textarea:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
`;

/** The demo editor (development and tests): the page JSON to edit and send, selection, the frame's report and messages. */
export function demoEditorPage(view: DemoEditorView) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>Preview demo editor</title>
        <style nonce="${view.nonce}">
          ${raw(STYLES)}
        </style>
      </head>
      <body>
        <aside>
          <h1>Preview demo editor</h1>
          <label for="page-json">Page JSON (GET /api/page data)</label>
          <textarea id="page-json" spellcheck="false">${view.pageJson}</textarea>
          <div><button type="button" id="send-page">Send page</button></div>
          <form id="select-form">
            <label for="select-target">Select a node (ukey or JSON pointer)</label>
            <input id="select-target" autocomplete="off" />
            <button type="submit">Select</button>
            <button type="button" id="deselect">Deselect</button>
          </form>
          <p id="status" role="status"></p>
          <h2 id="report-title">Report</h2>
          <pre id="report" aria-labelledby="report-title" aria-live="polite"></pre>
          <h2 id="messages-title">Messages from the frame</h2>
          <ol id="messages" aria-labelledby="messages-title"></ol>
        </aside>
        <main>
          <iframe
            id="preview-frame"
            title="Shop preview"
            src="${view.frameUrl}"
            data-origin="${view.shopOrigin}"
          ></iframe>
        </main>
        <script nonce="${view.nonce}">
          ${raw(EDITOR_SCRIPT)};
        </script>
      </body>
    </html>`;
}

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./cspNonce";
import { App } from "./App";
import { EditorIntl } from "./i18n/EditorIntl";
import "@fontsource-variable/noto-sans-thai";
import "./editor.css";

createRoot(document.getElementById("editor-root") ?? document.body).render(
  <StrictMode>
    <EditorIntl>
      <App />
    </EditorIntl>
  </StrictMode>,
);

import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { IntlProvider } from "react-intl";
import type { EditorLang } from "../contracts";
import { formMessages } from "../form/formMessages";
import { outlineMessages } from "../tree/outlineMessages";
import { shellMessages } from "./shellMessages";

const STORAGE_KEY = "editor-lang";

const EditorLangContext = createContext<{ lang: EditorLang; setLang(lang: EditorLang): void }>({
  lang: "th",
  setLang: () => {},
});

/** The editor's own language (its words, not the shop's content): Thai unless the owner chose English (kept in this browser). */
export function useEditorLang() {
  return useContext(EditorLangContext);
}

function initialLang(): EditorLang {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored === "en" ? "en" : "th";
}

/** The editor's words in its language, every part's messages merged (ids are prefixed by part). */
export function EditorIntl({ children }: { children: ReactNode }) {
  const [lang, setLang] = useState<EditorLang>(initialLang);
  useEffect(() => {
    document.documentElement.lang = lang;
    localStorage.setItem(STORAGE_KEY, lang);
  }, [lang]);
  const messages = useMemo(() => ({ ...shellMessages[lang], ...formMessages[lang], ...outlineMessages[lang] }), [lang]);
  return (
    <EditorLangContext.Provider value={{ lang, setLang }}>
      <IntlProvider locale={lang === "th" ? "th-TH" : "en"} messages={messages} defaultLocale="th-TH">
        {children}
      </IntlProvider>
    </EditorLangContext.Provider>
  );
}

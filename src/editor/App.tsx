import { lazy, Suspense } from "react";
import { FormattedMessage } from "react-intl";
import { BrowserRouter, Route, Routes, useParams } from "react-router";
import type { Account } from "./api/ownerTypes";
import { useEditorLang } from "./i18n/EditorIntl";
import { DocumentList } from "./screens/DocumentList";
import { ShopList } from "./screens/ShopList";
import { SignIn } from "./screens/SignIn";
import { AccountProvider, useAccount } from "./session/AccountContext";

/**
 * The editing and settings screens and what only they need (forms, validation, outline, drag and drop): loaded when
 * one is opened, so that signing in and the lists of shops and documents load a fraction of it.
 */
const EditorScreen = lazy(() => import("./screens/EditorScreen").then((module) => ({ default: module.EditorScreen })));
const SettingsScreen = lazy(() =>
  import("./screens/SettingsScreen").then((module) => ({ default: module.SettingsScreen })),
);

/** The editor: sign in, pick a shop, its documents, a page's editing screen, the settings. */
export function App() {
  return (
    <AccountProvider>
      <BrowserRouter>
        <TopBar />
        <Screens />
      </BrowserRouter>
    </AccountProvider>
  );
}

function Screens() {
  const { account } = useAccount();
  if (account === undefined) return null;
  if (account === null) return <SignIn />;
  return (
    <Routes>
      <Route path="/" element={<ShopList account={account} />} />
      <Route path="/shops/:shopId" element={<ShopRoute account={account} screen="documents" />} />
      <Route path="/shops/:shopId/edit/:documentId" element={<ShopRoute account={account} screen="edit" />} />
      <Route path="/shops/:shopId/settings/:documentId" element={<ShopRoute account={account} screen="settings" />} />
      <Route path="*" element={<ShopList account={account} />} />
    </Routes>
  );
}

function ShopRoute({ account, screen }: { account: Account; screen: "documents" | "edit" | "settings" }) {
  const { shopId, documentId = "" } = useParams();
  const shop = account.shops.find((candidate) => String(candidate.id) === shopId);
  if (!shop) return <ShopList account={account} />;
  if (screen === "documents") return <DocumentList shop={shop} />;
  return (
    <Suspense>
      {screen === "settings" ? (
        <SettingsScreen key={documentId} shop={shop} documentId={documentId} />
      ) : (
        <EditorScreen key={documentId} shop={shop} pageId={documentId} />
      )}
    </Suspense>
  );
}

/** The editor's name, its language switch and, signed in, who and sign-out. */
function TopBar() {
  const { lang, setLang } = useEditorLang();
  const { account, signOut } = useAccount();
  return (
    <header className="editor-topbar">
      <span className="editor-brand">
        <FormattedMessage id="editor.title" />
      </span>
      <label>
        <span className="editor-phone-hidden">
          <FormattedMessage id="editor.language" />{" "}
        </span>
        <select value={lang} onChange={(event) => setLang(event.target.value === "en" ? "en" : "th")}>
          <option value="th">ไทย</option>
          <option value="en">English</option>
        </select>
      </label>
      {account && (
        <span>
          <span className="editor-phone-hidden">{account.email} </span>
          <button type="button" onClick={() => void signOut()}>
            <FormattedMessage id="editor.signOut" />
          </button>
        </span>
      )}
    </header>
  );
}

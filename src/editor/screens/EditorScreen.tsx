import { observer } from "mobx-react-lite";
import { useEffect, useMemo, useState } from "react";
import { flushSync } from "react-dom";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { OwnedShop } from "../api/ownerTypes";
import { openEditorSession, type OpenedSession } from "../draft/openEditorSession";
import { SaveStatus } from "../draft/SaveStatus";
import { useEditorLang } from "../i18n/EditorIntl";
import { Inspector } from "../inspector/Inspector";
import { type KindLabels, kindLabelIn, loadKindLabels } from "../kinds/kindLabels";
import { framedPageUrl, shopHostOf, shopOriginOf } from "../preview/framePath";
import { PREVIEW_WIDTHS, PreviewPane, type PreviewWidth } from "../preview/PreviewPane";
import { useFrameSync } from "../preview/useFrameSync";
import { ProblemsPanel } from "../problems/ProblemsPanel";
import { HistoryDialog } from "../publish/HistoryDialog";
import { PublishBar } from "../publish/PublishBar";
import { SessionOutline } from "./SessionOutline";
import { useUndoKeys } from "./useUndoKeys";

/** The editing screen's parts; on a phone one at a time, as tabs. */
const PARTS = ["outline", "preview", "inspector"] as const;
type Part = (typeof PARTS)[number];

/** Opens a page for editing: its session, the preview token, the kinds' names. */
export function EditorScreen({ shop, pageId }: { shop: OwnedShop; pageId: string }) {
  const [opened, setOpened] = useState<(OpenedSession & { labels: KindLabels }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([openEditorSession(shop.id, pageId), loadKindLabels()])
      .then(([session, labels]) => live && setOpened({ ...session, labels }))
      .catch((error: unknown) => live && setFailure(String(error)));
    return () => {
      live = false;
    };
  }, [shop.id, pageId]);
  useEffect(() => () => opened?.session.dispose(), [opened]);
  if (failure) return <p role="alert">{failure}</p>;
  if (!opened) return null;
  return <EditingLayout shop={shop} opened={opened} />;
}

const EditingLayout = observer(function EditingLayout({
  shop,
  opened: { session, previewToken, labels },
}: {
  shop: OwnedShop;
  opened: OpenedSession & { labels: KindLabels };
}) {
  const intl = useIntl();
  const { lang } = useEditorLang();
  const [width, setWidth] = useState<PreviewWidth>(375);
  const [part, setPart] = useState<Part>("preview");
  const shopOrigin = shopOriginOf(shopHostOf(shop));
  const frameRef = useFrameSync(session, shopOrigin);
  useUndoKeys(session);
  const kindLabel = useMemo(() => kindLabelIn(labels, lang), [labels, lang]);
  const path = session.docs.page.path ?? "/";
  const src = framedPageUrl(shopOrigin, path, session.contentLang, previewToken);
  return (
    <main className="editor-screen" data-part={part}>
      <div className="editor-toolbar">
        <Link to={`/shops/${shop.id}`} className="editor-back">
          <ShortOnPhones icon="←" id="editor.screen.back" />
        </Link>
        <h1 className="editor-page-path">{path}</h1>
        <Choice
          label={intl.formatMessage({ id: "editor.screen.contentLang" })}
          options={["th", "en"] as const}
          value={session.contentLang}
          text={(value) => (value === "th" ? "ไทย" : "English")}
          onChange={(value) => session.setContentLang(value)}
        />
        <Choice
          className="editor-widths"
          label={intl.formatMessage({ id: "editor.screen.width" })}
          options={PREVIEW_WIDTHS}
          value={width}
          text={(value) => `${value}`}
          onChange={(value: PreviewWidth) => setWidth(value)}
        />
        <button
          type="button"
          onClick={() => session.undo()}
          disabled={!session.history.canUndo}
          aria-keyshortcuts="Control+Z Meta+Z"
        >
          <ShortOnPhones icon="↶" id="editor.screen.undo" />
        </button>
        <button
          type="button"
          onClick={() => session.redo()}
          disabled={!session.history.canRedo}
          aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
        >
          <ShortOnPhones icon="↷" id="editor.screen.redo" />
        </button>
        <SaveStatus session={session} />
        <HistoryDialog session={session} />
        <PublishBar session={session} role={shop.role} />
      </div>
      <div role="tablist" className="editor-tabs" aria-label={intl.formatMessage({ id: "editor.title" })}>
        {PARTS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-controls={`part-${name}`}
            aria-selected={part === name}
            onClick={() => setPart(name)}
          >
            <FormattedMessage id={`editor.screen.${name}`} />
          </button>
        ))}
      </div>
      <section
        id="part-outline"
        className="editor-part editor-outline"
        aria-label={intl.formatMessage({ id: "editor.screen.outline" })}
      >
        <SessionOutline session={session} kindLabel={kindLabel} />
        <ProblemsPanel session={session} kindLabel={kindLabel} />
      </section>
      <section
        id="part-preview"
        aria-busy={!session.frameReady}
        data-frame-ready={session.frameReady}
        className="editor-part editor-preview"
        aria-label={intl.formatMessage({ id: "editor.screen.preview" })}
      >
        {session.historic && (
          <p role="status" className="editor-historic">
            <FormattedMessage
              id="editor.history.previewing"
              values={{
                version: session.historic.version,
                part: intl.formatMessage({ id: `editor.history.part.${session.historic.part}` }),
              }}
            />{" "}
            <button type="button" onClick={() => session.showHistoric(null)}>
              <FormattedMessage id="editor.history.backToDraft" />
            </button>
          </p>
        )}
        {/* the frame holds every link of the shop: a keyboard user gets past it to the settings in one step */}
        <button
          type="button"
          className="editor-skip"
          onClick={() => {
            flushSync(() => setPart("inspector")); // on a phone, its tab
            document.getElementById("part-inspector")?.focus();
          }}
        >
          <FormattedMessage id="editor.screen.skipPreview" />
        </button>
        <PreviewPane src={src} width={width} frameRef={frameRef} />
      </section>
      <section
        id="part-inspector"
        tabIndex={-1}
        className="editor-part editor-inspector"
        aria-label={intl.formatMessage({ id: "editor.screen.inspector" })}
      >
        <Inspector session={session} kindLabel={kindLabel} shopOrigin={shopOrigin} />
      </section>
    </main>
  );
});

/** A control's words, shown as an icon on a phone (where the toolbar has no room for them) and read out in full. */
function ShortOnPhones({ icon, id }: { icon: string; id: string }) {
  return (
    <>
      <span className="editor-phone-only" aria-hidden="true">
        {icon}
      </span>
      <span className="editor-phone-hidden">
        <FormattedMessage id={id} />
      </span>
    </>
  );
}

function Choice<const T extends string | number>({
  className,
  label,
  options,
  value,
  text,
  onChange,
}: {
  className?: string;
  label: string;
  options: readonly T[];
  value: T;
  text(value: T): string;
  onChange(value: T): void;
}) {
  return (
    <div role="radiogroup" aria-label={label} className={className ? `editor-choice ${className}` : "editor-choice"}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === value}
          onClick={() => onChange(option)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}

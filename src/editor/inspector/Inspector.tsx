import { observer } from "mobx-react-lite";
import { type FocusEvent, useEffect, useMemo, useState } from "react";
import { FormattedMessage } from "react-intl";
import { useEditorLang } from "../i18n/EditorIntl";
import type { EditorSession } from "../draft/EditorSession";
import { SchemaForm } from "../form/SchemaForm";
import { listProblems } from "../problems/problemList";
import { findNode } from "../tree/findNode";
import { updateSetting } from "../tree/treeOps";
import { createEditorServices } from "./editorServices";
import { editableSetting, type KindForm, loadKindForm } from "./editableSetting";

/** The selected node's settings as a form generated from its kind's schema; each change is one undoable edit. */
export const Inspector = observer(function Inspector({
  session,
  kindLabel,
  shopOrigin,
}: {
  session: EditorSession;
  kindLabel(kind: string): string;
  shopOrigin: string;
}) {
  const { lang } = useEditorLang();
  const node = session.selected ? findNode(session.trees, session.selected)?.node : undefined;
  const kind = node?.kind;
  const [form, setForm] = useState<KindForm | null>(null);
  const services = useMemo(() => createEditorServices(session.docs.page.shopId, shopOrigin), [session, shopOrigin]);
  useEffect(() => {
    if (kind) void loadKindForm(kind).then(setForm);
  }, [kind]);
  if (!node) {
    return (
      <p className="editor-muted">
        <FormattedMessage id="editor.screen.noSelection" />
      </p>
    );
  }
  const ukey = node.ukey;
  const problems = listProblems(session).flatMap((problem) =>
    problem.ukey === ukey && problem.field !== null && problem.lang === session.contentLang
      ? [{ pointer: problem.field, message: problem.message }]
      : [],
  );
  const loaded = form?.kind === node.kind ? editableSetting(form, node) : null;
  // the frame shows the field the owner is in (a slider the slide of it); a dialog's portal has no pointer
  const showField = (event: FocusEvent) => {
    const pointer = (event.target as Element).closest("[data-pointer]")?.getAttribute("data-pointer");
    if (pointer) session.showField(pointer);
  };
  return (
    <div onFocus={showField}>
      <h2>{kindLabel(node.kind)}</h2>
      {loaded && "error" in loaded && <p role="alert">{loaded.error}</p>}
      {form && loaded && "setting" in loaded && (
        <SchemaForm
          key={`${ukey}-${session.contentLang}`}
          schema={form.schema}
          value={loaded.setting}
          onChange={(setting) => {
            const trees = updateSetting(session.trees, ukey, setting, loaded.version);
            if (trees) session.setTrees(trees, `setting:${ukey}`);
          }}
          lang={lang}
          problems={problems}
          focusPointer={session.focusField ?? undefined}
          services={services}
        />
      )}
    </div>
  );
});

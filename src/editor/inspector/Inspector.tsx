import { observer } from "mobx-react-lite";
import { useEffect, useMemo, useState } from "react";
import { FormattedMessage } from "react-intl";
import { useEditorLang } from "../i18n/EditorIntl";
import type { EditorSession } from "../draft/EditorSession";
import type { JsonSchema } from "../form/jsonSchema";
import { loadKindSchema } from "../form/loadKindSchema";
import { SchemaForm } from "../form/SchemaForm";
import { listProblems } from "../problems/problemList";
import { findNode } from "../tree/findNode";
import { updateSetting } from "../tree/treeOps";
import { createEditorServices } from "./editorServices";

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
  const found = session.selected ? findNode(session.trees, session.selected) : undefined;
  const kind = found?.node.kind;
  const [schema, setSchema] = useState<{ kind: string; schema: JsonSchema } | null>(null);
  const services = useMemo(() => createEditorServices(session.docs.page.shopId, shopOrigin), [session, shopOrigin]);
  useEffect(() => {
    if (kind) void loadKindSchema(kind).then((loaded) => setSchema({ kind, schema: loaded }));
  }, [kind]);
  if (!found || !kind) {
    return (
      <p className="editor-muted">
        <FormattedMessage id="editor.screen.noSelection" />
      </p>
    );
  }
  const ukey = found.node.ukey;
  const problems = listProblems(session).flatMap((problem) =>
    problem.ukey === ukey && problem.field !== null && problem.lang === session.contentLang
      ? [{ pointer: problem.field, message: problem.message }]
      : [],
  );
  return (
    <div>
      <h2>{kindLabel(kind)}</h2>
      {schema?.kind === kind && (
        <SchemaForm
          key={`${ukey}-${session.contentLang}`}
          schema={schema.schema}
          value={(found.node.setting ?? {}) as Record<string, unknown>}
          onChange={(setting) => {
            const trees = updateSetting(session.trees, ukey, setting);
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

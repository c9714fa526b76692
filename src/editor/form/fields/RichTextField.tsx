import { type Editor, EditorContent, useEditor } from "@tiptap/react";
import { useEffect } from "react";
import { cspNonce } from "../../cspNonce";
import { type ControlProps, FieldShell } from "./FieldShell";
import { type FieldProps, useFieldValue } from "./fieldProps";
import { richTextExtensions, richTextHtml } from "./richTextExtensions";
import { RichTextToolbar } from "./RichTextToolbar";

/**
 * Rich text (x-widget "richtext" or a string with x-sanitize "html"): a Tiptap editor, in a chunk of its own loaded
 * when the first such field is shown, writing only HTML the sanitiser keeps unchanged.
 */
export default function RichTextField({ pointer, label, help }: FieldProps) {
  return (
    <FieldShell pointer={pointer} label={label} help={help}>
      {(control) => <RichTextEditor pointer={pointer} label={label} control={control} />}
    </FieldShell>
  );
}

function RichTextEditor({ pointer, label, control }: { pointer: string; label: string; control: ControlProps }) {
  const [html, setHtml] = useFieldValue<string>(pointer);
  const editor = useEditor({
    extensions: richTextExtensions,
    content: html ?? "",
    immediatelyRender: false,
    injectNonce: cspNonce, // its style element, under the editor's CSP
    onUpdate: ({ editor: changed }) => setHtml(richTextHtml(changed)),
  });
  useEffect(() => {
    // the value changed from outside (undo, another node): shown without being written back
    if (editor && html !== undefined && html !== richTextHtml(editor))
      editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  const describedBy = control["aria-describedby"];
  const invalid = control["aria-invalid"];
  useEffect(() => {
    // the editable element itself is the labelled, described text box
    editor?.setOptions({
      editorProps: {
        attributes: {
          id: control.id,
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": `${control.id}-label`,
          "data-pointer": pointer,
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
          ...(invalid ? { "aria-invalid": "true" } : {}),
        },
      },
    });
  }, [editor, control.id, pointer, describedBy, invalid]);
  return (
    <div className="form-richtext">
      {editor && <RichTextToolbar editor={editor as Editor} label={label} />}
      <EditorContent editor={editor} />
    </div>
  );
}

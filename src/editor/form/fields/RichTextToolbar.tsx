import type { Editor } from "@tiptap/react";
import { useIntl } from "react-intl";

/** The rich text editor's buttons (each says whether it is on); Tiptap's keyboard shortcuts work as well. */
export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const intl = useIntl();
  const button = (id: string, active: boolean, run: () => void) => (
    <button type="button" aria-pressed={active} onClick={run}>
      {intl.formatMessage({ id })}
    </button>
  );
  const chain = () => editor.chain().focus();
  const link = () => {
    const current = (editor.getAttributes("link").href as string | undefined) ?? "";
    const url = window.prompt(intl.formatMessage({ id: "form.richtext.linkPrompt" }), current);
    if (url === null) return;
    const onText = chain().extendMarkRange("link");
    (url === "" ? onText.unsetLink() : onText.setLink({ href: url })).run();
  };
  return (
    <div role="toolbar" aria-label={label}>
      {button("form.richtext.bold", editor.isActive("bold"), () => chain().toggleBold().run())}
      {button("form.richtext.italic", editor.isActive("italic"), () => chain().toggleItalic().run())}
      {button("form.richtext.heading", editor.isActive("heading"), () => chain().toggleHeading({ level: 2 }).run())}
      {button("form.richtext.bulletList", editor.isActive("bulletList"), () => chain().toggleBulletList().run())}
      {button("form.richtext.orderedList", editor.isActive("orderedList"), () => chain().toggleOrderedList().run())}
      {button("form.richtext.link", editor.isActive("link"), link)}
    </div>
  );
}

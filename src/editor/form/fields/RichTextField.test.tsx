// @vitest-environment jsdom
import "@testing-library/jest-dom/vitest";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { sanitizeRichText } from "~/lib/sanitizeRichText";
import { loadKindSchema } from "../loadKindSchema";
import { renderSchemaForm } from "../testing/renderSchemaForm";

afterEach(cleanup);

describe("a rich text field", () => {
  it("loads the editor when shown, edits the block's HTML and writes what the sanitiser keeps unchanged", async () => {
    const paragraph = await loadKindSchema("paragraph");
    const setting = { blocks: [{ type: "text", html: "<h2>ชา</h2><p>ชาเขียว <strong>หอม</strong></p>" }] };
    const { onChange, last } = renderSchemaForm(paragraph, setting);
    const editor = await screen.findByRole("textbox", { name: "Text" });
    expect(editor).toHaveAttribute("contenteditable", "true");
    expect(editor.querySelector("h2")).toHaveTextContent("ชา");
    expect(onChange).not.toHaveBeenCalled(); // showing the text changes nothing
    const text = editor.querySelector("strong")?.firstChild as Text;
    text.data = "หอมมาก"; // typed: ProseMirror reads the change from the DOM
    await waitFor(() => expect(last()).toBeDefined());
    const html = (last()?.blocks as { html: string }[])[0]?.html ?? "";
    expect(html).toBe("<h2>ชา</h2><p>ชาเขียว <strong>หอมมาก</strong></p>");
    expect(sanitizeRichText(html)).toBe(html);
  });
});

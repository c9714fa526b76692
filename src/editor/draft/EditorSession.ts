import { action, computed, makeObservable, observable, observableRef } from "mobx";
import type { PreviewProblem } from "~/preview/protocol";
import type { EditedTrees, EditorLang } from "../contracts";
import type { DocumentContent, DocumentProblem } from "../api/ownerTypes";
import { UndoHistory } from "../history/UndoHistory";
import type { DraftDocument } from "./DraftDocument";
import { type EditedContents, treesOf, withTrees } from "./editedTrees";

export type EditedPart = keyof EditedContents;

/** A published version of one of the edited documents, shown in the frame. */
export interface HistoricVersion {
  part: EditedPart;
  version: number;
  content: DocumentContent;
}

/** A problem the frame reported for what it shows (the live pipeline), in the content language shown. */
export type FrameProblem = PreviewProblem;

/**
 * One page being edited with its header and footer: the three drafts, the content language the outline and frame
 * show, the selected node, the frame's latest report, and the undo history of every edit (outline and forms).
 */
export class EditorSession {
  contentLang: EditorLang = "th";
  selected: string | null = null;
  /** The field of the selected node to focus (a pointer inside its setting), when a problem was clicked. */
  focusField: string | null = null;
  /** The field of the selected node the owner is in (focused in the inspector): the frame shows it (a slide). */
  shownField: string | null = null;
  frameProblems: FrameProblem[] = [];
  /** Whether the frame shows the edits: false while a page loads in it, until it greets the editor. */
  frameReady = false;
  /** A published version of the page, header or footer shown in the frame instead of its draft (history), or null. */
  historic: HistoricVersion | null = null;
  readonly history: UndoHistory<EditedContents>;

  constructor(readonly docs: Record<EditedPart, DraftDocument>) {
    this.history = new UndoHistory(this.contents);
    makeObservable(this, {
      contentLang: observable,
      selected: observable,
      focusField: observable,
      shownField: observable,
      frameProblems: observableRef,
      frameReady: observable,
      historic: observableRef,
      shownTrees: computed,
      showHistoric: action,
      contents: computed,
      trees: computed,
      serverProblems: computed,
      setTrees: action,
      select: action,
      showField: action,
      setContentLang: action,
      undo: action,
      redo: action,
    });
  }

  get contents(): EditedContents {
    return { page: this.docs.page.content, header: this.docs.header.content, footer: this.docs.footer.content };
  }

  get trees(): EditedTrees {
    return treesOf(this.contents, this.contentLang);
  }

  /** What the frame shows: the trees edited, or a published version's page (with the zones as edited). */
  get shownTrees(): EditedTrees {
    const historic = this.historic;
    return historic ? treesOf({ ...this.contents, [historic.part]: historic.content }, this.contentLang) : this.trees;
  }

  showHistoric(historic: HistoricVersion | null): void {
    this.historic = historic;
  }

  /** The saved drafts' problems, every language, each with the part it is in. */
  get serverProblems(): (DocumentProblem & { part: EditedPart })[] {
    return (["header", "page", "footer"] as const).flatMap((part) =>
      this.docs[part].problems.map((problem) => ({ ...problem, part })),
    );
  }

  /** An edit of the trees shown; `coalesceKey` joins an edit to the one before it (typing in one field). */
  setTrees(trees: EditedTrees, coalesceKey?: string): void {
    const next = withTrees(this.contents, this.contentLang, trees);
    this.apply(next);
    this.history.push(next, coalesceKey ? { coalesceKey } : {});
  }

  undo(): void {
    const state = this.history.undo();
    if (state) this.apply(state);
  }

  redo(): void {
    const state = this.history.redo();
    if (state) this.apply(state);
  }

  select(ukey: string | null, focusField: string | null = null): void {
    this.selected = ukey;
    this.focusField = focusField;
    this.shownField = focusField;
  }

  showField(pointer: string): void {
    this.shownField = pointer;
  }

  setContentLang(lang: EditorLang): void {
    if (lang === this.contentLang) return;
    this.contentLang = lang;
    this.frameProblems = [];
    this.frameReady = false; // the frame loads the page in that language
  }

  /** Every draft saved, or the first failure. */
  async flush(): Promise<void> {
    await Promise.all(Object.values(this.docs).map((doc) => doc.flush()));
  }

  dispose(): void {
    for (const doc of Object.values(this.docs)) doc.dispose();
  }

  private apply(contents: EditedContents): void {
    for (const part of ["page", "header", "footer"] as const) this.docs[part].edit(contents[part]);
  }
}

import type { EditedTrees, EditorLang, PageNode } from "../contracts";
export function Outline(props: {
  trees: EditedTrees;
  selected: string | null;
  problemCounts: ReadonlyMap<string, number>;
  lang: EditorLang;
  kindLabel(kind: string): string;
  onSelect(ukey: string | null): void;
  onChange(trees: EditedTrees, action: string): void;
}) {
  const list = (nodes: PageNode[]) => (
    <ul>
      {nodes.map((n) => (
        <li key={n.ukey}>
          <button type="button" aria-pressed={props.selected === n.ukey} onClick={() => props.onSelect(n.ukey)}>
            {props.kindLabel(n.kind)} {n.ukey}
          </button>
          {list(n.children ?? [])}
        </li>
      ))}
    </ul>
  );
  return (
    <div>
      {list(props.trees.header)}
      {list(props.trees.page)}
      {list(props.trees.footer)}
    </div>
  );
}

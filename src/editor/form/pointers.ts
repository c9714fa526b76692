/** A JSON pointer ("/sliders/0/title") one step deeper. */
export function childPointer(pointer: string, key: string | number): string {
  return `${pointer}/${String(key).replace(/~/g, "~0").replace(/\//g, "~1")}`;
}

/** The react-hook-form path ("sliders.0.title") of a pointer; "" for the root. */
export function pathOf(pointer: string): string {
  return pointer
    .split("/")
    .slice(1)
    .map((token) => token.replace(/~1/g, "/").replace(/~0/g, "~"))
    .join(".");
}

/** An element id for the field at `pointer`, unique within the form `formId`. */
export function fieldId(formId: string, pointer: string): string {
  return `${formId}${pointer.replace(/[^A-Za-z0-9_-]/g, (character) => `-${character.charCodeAt(0)}-`)}`;
}

/** Whether `pointer` is `ancestor` or inside it. */
export function isWithin(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

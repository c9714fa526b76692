/**
 * A new ukey not in `taken`, which it joins: the kind and 8 random hex digits (e.g. "paragraph-3f9a1c2e"), short
 * and readable like the demo shops' ukeys. Unique across the three trees, since the preview finds a node by ukey.
 */
export function freshUkey(kind: string, taken: Set<string>): string {
  for (;;) {
    const ukey = `${kind}-${crypto.randomUUID().slice(0, 8)}`;
    if (!taken.has(ukey)) {
      taken.add(ukey);
      return ukey;
    }
  }
}

/** The encodings a cached page is stored in, best first. */
export type StoredEncoding = "br" | "gzip";
export type PageEncoding = StoredEncoding | "identity";

/** q-value of each coding named in an Accept-Encoding header (RFC 9110 §12.5.3). */
function qualities(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(",")) {
    const [coding = "", ...parameters] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (!coding) continue;
    const q = parameters.find((parameter) => parameter.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    named.set(coding, Number.isFinite(value) ? value : 0);
  }
  return named;
}

/** The encoding to answer with: br, else gzip, when the client accepts it (q > 0, or by "*"), else identity. */
export function acceptedEncoding(header: string | null | undefined): PageEncoding {
  if (!header) return "identity";
  const named = qualities(header);
  const wildcard = named.get("*") ?? 0;
  for (const coding of ["br", "gzip"] as const) {
    if ((named.get(coding) ?? wildcard) > 0) return coding;
  }
  return "identity";
}

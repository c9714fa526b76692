// The size of a server-rendered React Router page, so the bare app can be given a page of the same size.

/** Elements in the HTML (start tags, not counting what scripts and styles hold). */
function elementCount(html) {
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, "<$1>");
  return markup.match(/<[a-zA-Z]/g)?.length ?? 0;
}

/**
 * The loader data React Router streams into the HTML (its turbo-stream payload, decoded): bytes, and the values of
 * its first line (a flat array of every distinct value), which tells how many objects and strings it holds.
 */
function routerPayload(html) {
  let payload = "";
  for (const [, literal] of html.matchAll(/__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)) {
    payload += JSON.parse(literal);
  }
  const [firstLine] = payload.split("\n");
  return { dataBytes: Buffer.byteLength(payload), dataValues: firstLine ? JSON.parse(firstLine).length : 0 };
}

/** @returns {{ elements: number, dataBytes: number, dataValues: number }} */
export function pageSize(html) {
  return { elements: elementCount(html), ...routerPayload(html) };
}

import { MEDIA_LIMITS } from "./limits";
import { OwnerApiError } from "../ownerApiError";

const tooLarge = () =>
  new OwnerApiError(413, {
    title: "Payload Too Large",
    detail: `an image may hold at most ${MEDIA_LIMITS.maxBytes} bytes (10 MB)`,
    field: "body",
  });

/**
 * The request's body, at most MEDIA_LIMITS.maxBytes: refused from Content-Length before anything is read when it
 * declares more, and while reading once more has come (a body sent chunked, or a Content-Length that lied).
 */
export async function readImageBody(request: Request): Promise<Uint8Array> {
  if (Number(request.headers.get("content-length") ?? 0) > MEDIA_LIMITS.maxBytes) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    total += read.value.byteLength;
    if (total > MEDIA_LIMITS.maxBytes) {
      await reader?.cancel();
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks, total);
}

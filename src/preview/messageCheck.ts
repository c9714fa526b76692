import type { ValidateFunction } from "ajv";
import { createAjv, formatAjvErrors } from "~/schemas/ajv";
import deselect from "../../schemas/preview/deselect.schema.json";
import hello from "../../schemas/preview/hello.schema.json";
import replaceBase from "../../schemas/preview/replace-base.schema.json";
import replaceNode from "../../schemas/preview/replace-node.schema.json";
import replacePage from "../../schemas/preview/replace-page.schema.json";
import replaceZone from "../../schemas/preview/replace-zone.schema.json";
import select from "../../schemas/preview/select.schema.json";
import { PREVIEW_PROTOCOL_VERSIONS } from "./session";
import { type EditorMessage, PREVIEW_SOURCE } from "./protocol";

/** Why a message was refused: its `error` answer's code and message. */
export interface MessageRefusal {
  code: "unsupported-version" | "malformed";
  message: string;
  /** The refused message's, when it had a usable one: the editor learns which replacement gets no report. */
  requestId?: string;
}

export type MessageCheck = (data: unknown) => { message: EditorMessage } | { refusal: MessageRefusal } | null;

/**
 * Compiles the editor messages' schemas (schemas/preview/) and returns the check every message goes through: null
 * for data that is not the protocol's (another script's message), a refusal for a protocol message of a version
 * the frame does not speak or one that fails its type's schema, else the message (checked, safe to act on).
 */
export function createMessageCheck(): MessageCheck {
  const ajv = createAjv({ checkOnly: true });
  const byType = new Map<string, ValidateFunction>(
    [hello, replacePage, replaceZone, replaceNode, replaceBase, select, deselect].map((schema) => [
      schema.properties.type.const,
      ajv.compile(schema),
    ]),
  );
  return (data) => {
    if (typeof data !== "object" || data === null || (data as { source?: unknown }).source !== PREVIEW_SOURCE) {
      return null;
    }
    const { version, type, requestId } = data as { version?: unknown; type?: unknown; requestId?: unknown };
    const echo = typeof requestId === "string" && requestId.length <= 100 ? { requestId } : {};
    if (!(PREVIEW_PROTOCOL_VERSIONS as readonly unknown[]).includes(version)) {
      const message = `protocol version ${JSON.stringify(version)} is not supported (this frame speaks ${PREVIEW_PROTOCOL_VERSIONS.join(" and ")})`;
      return { refusal: { code: "unsupported-version", message, ...echo } };
    }
    const validate = typeof type === "string" ? byType.get(type) : undefined;
    if (!validate) {
      return { refusal: { code: "malformed", message: `unknown message type ${JSON.stringify(type)}`, ...echo } };
    }
    if (!validate(data)) {
      const errors = formatAjvErrors(validate.errors).map((error) => error.message);
      return { refusal: { code: "malformed", message: `${type}: ${errors.join("; ")}`, ...echo } };
    }
    return { message: data as EditorMessage };
  };
}

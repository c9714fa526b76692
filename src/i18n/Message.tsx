import { createElement, Fragment, type ReactNode } from "react";
import { useIntl } from "./useIntl";

/**
 * A message as React children. A value that is an element (widgets/shared/Price.tsx) makes the text a list of parts:
 * they are passed as separate children, not as a list, so React asks for no keys. What react-intl's FormattedMessage
 * did, without react-intl's runtime on the first view.
 */
export function Message({ id, values }: { id: string; values?: Record<string, ReactNode> }) {
  const text = useIntl().formatMessage({ id }, values);
  return Array.isArray(text) ? createElement(Fragment, null, ...(text as ReactNode[])) : <>{text}</>;
}

import { useLayoutEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";

/** The widths an owner checks the page at: two phones, a tablet, a desktop. */
export const PREVIEW_WIDTHS = [320, 375, 768, 1280] as const;
export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];

/**
 * The shop in its frame at the chosen width, scaled down to fit the pane when the pane is narrower (a desktop page
 * is laid out at 1280 px whatever the editor's window).
 */
export function PreviewPane({
  src,
  width,
  frameRef,
}: {
  src: string;
  width: PreviewWidth;
  frameRef(frame: HTMLIFrameElement | null): void;
}) {
  const intl = useIntl();
  const pane = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const element = pane.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setScale(Math.min(1, element.clientWidth / width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div ref={pane} className="editor-preview-pane">
      <iframe
        ref={frameRef}
        src={src}
        title={intl.formatMessage({ id: "editor.screen.preview" })}
        className="editor-frame"
        style={{ width, height: `${100 / scale}%`, transform: `scale(${scale})` }}
      />
    </div>
  );
}

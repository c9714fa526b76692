import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { ParagraphBlock, ParagraphImageBlock, ParagraphSetting } from "~/generated/schemas";
import { useLang } from "~/i18n/useLang";
import { localizeRichText } from "~/lib/localizeRichText";
import type { WidgetProps } from "../../registry/types";
import { SmartLink } from "../shared/SmartLink";
import "./paragraph.css";

function ImageBlock({ block }: { block: ParagraphImageBlock }) {
  const { image, link, caption } = block;
  const img = (
    <img
      className="w-paragraph__img"
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <figure className="w-paragraph__figure">
      {link ? (
        <SmartLink link={link} className="w-paragraph__img-link">
          {img}
        </SmartLink>
      ) : (
        img
      )}
      {caption ? <figcaption className="w-paragraph__caption">{caption}</figcaption> : null}
    </figure>
  );
}

/** Site links inside rich text navigate client-side, like every other internal link. */
function useRichTextNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href?.startsWith("/") || href.startsWith("//") || anchor.target) return;
    event.preventDefault();
    navigate(href);
  };
}

function TextBlock({ html }: { html: string }) {
  const lang = useLang();
  const onClick = useRichTextNavigation();
  return (
    // only intercepts clicks on the links inside, which stay keyboard-usable anchors
    <div
      className="w-paragraph__text rich-text"
      onClick={onClick}
      // `html` is sanitised on the server by the renderer's pipeline (schema keyword x-sanitize: "html") before it reaches the widget.
      dangerouslySetInnerHTML={{ __html: localizeRichText(html, lang) }}
    />
  );
}

function Block({ block }: { block: ParagraphBlock }) {
  if (block.type === "image") return <ImageBlock block={block} />;
  return <TextBlock html={block.html} />;
}

/** Rich content: blocks of (already sanitised) HTML text and images with optional link and caption. */
export default function Paragraph({ ukey, setting }: WidgetProps<ParagraphSetting>) {
  const { align = "start", blocks } = setting;
  return (
    <div className={`w-paragraph w-paragraph--align-${align}`} data-ukey={ukey}>
      {blocks.map((block, index) => (
        // blocks have no id and their order is fixed by the setting
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

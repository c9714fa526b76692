import type { ParagraphBlock, ParagraphImageBlock, ParagraphSettingResolved } from "~/generated/schemas";
import type { WidgetProps } from "../../registry/types";
import { RichText } from "../shared/RichText";
import { SizedImage } from "../shared/SizedImage";
import { SmartLink } from "../shared/SmartLink";

function ImageBlock({ block }: { block: ParagraphImageBlock }) {
  const { image, link, caption } = block;
  const img = <SizedImage className="w-paragraph__img" image={image} />;
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

function TextBlock({ html }: { html: string }) {
  // `html` is sanitised on the server by the renderer's pipeline (schema keyword x-sanitize: "html") before it reaches the widget.
  return <RichText className="w-paragraph__text" html={html} />;
}

function Block({ block }: { block: ParagraphBlock }) {
  if (block.type === "image") return <ImageBlock block={block} />;
  return <TextBlock html={block.html} />;
}

/** Rich content: blocks of (already sanitised) HTML text and images with optional link and caption. */
export default function Paragraph({ ukey, setting }: WidgetProps<ParagraphSettingResolved>) {
  const { align, blocks } = setting;
  return (
    <div className={`w-paragraph w-paragraph--align-${align}`} data-ukey={ukey}>
      {blocks.map((block, index) => (
        // blocks have no id and their order is fixed by the setting
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

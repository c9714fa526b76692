import { useId } from "react";
import type { SectionSettingResolved } from "~/generated/schemas";
import type { WidgetProps } from "../../registry/types";

/** A full-width band of the page: optional anchor and heading, contained or full width, spacing and colour tone. */
export default function Section({ ukey, setting, children }: WidgetProps<SectionSettingResolved>) {
  const { anchorId, title, headingLevel, titleHidden, width, paddingY, tone } = setting;
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  return (
    <section
      id={anchorId}
      className={`w-section w-section--${tone} w-section--py-${paddingY}`}
      aria-labelledby={title ? headingId : undefined}
      data-ukey={ukey}
    >
      <div className={width === "full" ? "w-section__inner" : "w-section__inner container"}>
        {title ? (
          <Heading
            id={headingId}
            className={
              titleHidden ? "visually-hidden" : `w-section__title${headingLevel === 1 ? " w-section__title--main" : ""}`
            }
          >
            {title}
          </Heading>
        ) : null}
        {children}
      </div>
    </section>
  );
}

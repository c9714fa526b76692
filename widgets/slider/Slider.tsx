import { type CSSProperties, type FocusEvent, useCallback, useEffect, useId, useState } from "react";
import { useIntl } from "~/i18n/useIntl";
import type { Slide, SliderSettingResolved } from "~/generated/schemas";
import { usePreviewSelection } from "~/preview/previewView";
import type { WidgetProps } from "../../registry/types";
import { SizedImage } from "../shared/SizedImage";
import { SmartLink } from "../shared/SmartLink";
import { useDeferredEmbla } from "./useDeferredEmbla";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** The slide a field of the setting is in ("/sliders/2/title" → 2), or null for another field or none. */
function slideOfField(field: string | undefined, total: number): number | null {
  const index = Number(field?.match(/^\/sliders\/(0|[1-9]\d*)(?:\/|$)/)?.[1] ?? NaN);
  return index < total ? index : null;
}

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/** A 20 px control icon: a stroked outline, or filled. */
function Icon({ path, filled = false }: { path: string; filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      {filled ? (
        <path d={path} fill="currentColor" />
      ) : (
        <path d={path} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      )}
    </svg>
  );
}

function SlideView({ slide, first }: { slide: Slide; first: boolean }) {
  const { image, title, subtitle, cta, link } = slide;
  const img = <SizedImage className="w-slider__img" image={image} priority={first} draggable={false} />;
  const hasCaption = Boolean(title || subtitle || (cta && link));
  return (
    <>
      {link && !cta ? (
        <SmartLink link={link} className="w-slider__media" aria-label={title || image.alt || undefined}>
          {img}
        </SmartLink>
      ) : (
        <div className="w-slider__media">{img}</div>
      )}
      {hasCaption ? (
        <div className="w-slider__caption">
          {title ? <p className="w-slider__title">{title}</p> : null}
          {subtitle ? <p className="w-slider__subtitle">{subtitle}</p> : null}
          {cta && link ? (
            <SmartLink link={link} className="button w-slider__cta">
              {cta}
            </SmartLink>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * A carousel of banners (embla, loaded when first needed: useDeferredEmbla). The server renders the first slide in
 * place, so nothing shifts on hydration.
 * Autoplay (when on) turns a slide every `autoplaySeconds`, pauses while hovered or focused, has a pause/play button,
 * and stays off under prefers-reduced-motion unless the shopper presses play.
 */
export default function Slider({ ukey, setting }: WidgetProps<SliderSettingResolved>) {
  const { sliders, autoplay, autoplaySeconds, aspectRatio } = setting;
  const slides: readonly Slide[] = sliders;
  const total = slides.length;
  const intl = useIntl();
  const trackId = useId();
  const { viewportRef, api: emblaApi, run, load } = useDeferredEmbla({ loop: total > 1, duration: 30 });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  /** null: the default (rotate unless reduced motion is preferred); true/false: the shopper pressed play/pause. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  const canAutoplay = autoplay && total > 1;
  const rotating = canAutoplay && (playChoice ?? !reducedMotion);
  const editorSelection = usePreviewSelection(ukey); // a live preview's selected slider holds still
  const advancing = rotating && !hovered && !focused && !editorSelection;
  const editorSlide = slideOfField(editorSelection?.field, total);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    onSelect();
    emblaApi.on("select", onSelect).on("reInit", onSelect);
    return () => {
      emblaApi.off("select", onSelect).off("reInit", onSelect);
    };
  }, [emblaApi]);

  useEffect(() => {
    if (!advancing) return;
    const timer = window.setInterval(() => run((api) => api.scrollNext()), autoplaySeconds * 1000);
    return () => window.clearInterval(timer);
  }, [run, advancing, autoplaySeconds]);

  // the editor selected a field of one slide: that slide shows (each selection anew, even of the same slide)
  useEffect(() => {
    if (editorSlide !== null) run((api) => api.scrollTo(editorSlide, true));
  }, [run, editorSlide, editorSelection]);

  const scrollPrev = useCallback(() => run((api) => api.scrollPrev(reducedMotion)), [run, reducedMotion]);
  const scrollNext = useCallback(() => run((api) => api.scrollNext(reducedMotion)), [run, reducedMotion]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocused(false);
  };

  return (
    <section
      className="w-slider"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: "slider.label" })}
      data-ukey={ukey}
      onMouseEnter={() => {
        setHovered(true);
        load();
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onPointerDown={load}
      onBlur={onBlur}
      style={{ "--slider-ratio": aspectRatio } as CSSProperties}
    >
      <div className="w-slider__viewport" ref={viewportRef}>
        <div className="w-slider__track" id={trackId} aria-live={advancing ? "off" : "polite"}>
          {slides.map((slide, index) => (
            // WAI-ARIA carousel pattern: a slide is a group with a roledescription, not a form fieldset
            <div
              // slides have no id and their order is fixed by the setting
              key={index}
              className="w-slider__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${total}`}
              inert={index !== selected}
            >
              <SlideView slide={slide} first={index === 0} />
            </div>
          ))}
        </div>
      </div>
      {total > 1 ? (
        <div className="w-slider__controls">
          {canAutoplay ? (
            <button
              type="button"
              className="w-slider__btn w-slider__play"
              aria-label={intl.formatMessage({ id: rotating ? "slider.pause" : "slider.play" })}
              onClick={() => setPlayChoice(!rotating)}
            >
              <Icon path={rotating ? "M7 5h3v14H7zM14 5h3v14h-3z" : "M8 5v14l11-7z"} filled />
            </button>
          ) : null}
          <button
            type="button"
            className="w-slider__btn w-slider__prev"
            aria-controls={trackId}
            aria-label={intl.formatMessage({ id: "slider.previous" })}
            onClick={scrollPrev}
          >
            <Icon path="M15 5l-7 7 7 7" />
          </button>
          <div className="w-slider__dots">
            {slides.map((_, index) => (
              <button
                // one dot per slide, in slide order
                key={index}
                type="button"
                className="w-slider__dot"
                aria-controls={trackId}
                aria-current={index === selected ? "true" : undefined}
                aria-label={intl.formatMessage({ id: "slider.goTo" }, { index: index + 1 })}
                onClick={() => run((api) => api.scrollTo(index, reducedMotion))}
              />
            ))}
          </div>
          <button
            type="button"
            className="w-slider__btn w-slider__next"
            aria-controls={trackId}
            aria-label={intl.formatMessage({ id: "slider.next" })}
            onClick={scrollNext}
          >
            <Icon path="M9 5l7 7-7 7" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";

type Action = (api: EmblaCarouselType) => void;

/**
 * Embla on the slider's viewport, its code loaded when first needed: an action to run (a control pressed, an
 * autoplay turn due) or `load()` (the shopper's pointer or focus on the slider). Until then the server's first slide
 * shows as it is, so a first visit does without embla's 7 kB gzip. Actions asked for meanwhile run once it is there.
 */
export function useDeferredEmbla(options: EmblaOptionsType) {
  const [viewport, viewportRef] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [wanted, setWanted] = useState(false);
  const apiRef = useRef<EmblaCarouselType>(undefined);
  const pending = useRef<Action[]>([]);
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    if (!wanted || !viewport) return;
    let instance: EmblaCarouselType | undefined;
    let unmounted = false;
    // a chunk that fails to load leaves the first slide in place
    import("embla-carousel")
      .then(({ default: EmblaCarousel }) => {
        if (unmounted) return;
        instance = EmblaCarousel(viewport);
        setApi(instance);
      })
      .catch(() => undefined);
    return () => {
      unmounted = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [wanted, viewport]);

  // the options first (and whenever they change), then what was asked for while the code loaded
  useEffect(() => {
    api?.reInit(JSON.parse(optionsKey) as EmblaOptionsType);
  }, [api, optionsKey]);
  useEffect(() => {
    apiRef.current = api;
    if (api) for (const action of pending.current.splice(0)) action(api);
  }, [api]);

  const run = useCallback((action: Action) => {
    if (apiRef.current) action(apiRef.current);
    else {
      pending.current.push(action);
      setWanted(true);
    }
  }, []);
  const load = useCallback(() => setWanted(true), []);

  return { viewportRef, api, run, load };
}

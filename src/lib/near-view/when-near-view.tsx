import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const never = () => () => undefined;
const observable = () => typeof IntersectionObserver !== 'undefined';
// The build's render (decision 0232) holds the place as a browser with the observer does.
const observableOnServer = () => true;

/**
 * How far below (or above) the screen a part starts loading: on a phone at 390 × 844 the start
 * page's favourites, play ahead, subscribe link and charity line lie 330 px and more below it.
 */
export const NEAR_VIEW_MARGIN = '200px';

/**
 * Renders its children once their place comes near the screen; until then an empty marker
 * holds their place. For parts below a phone's first screen that a page renders, but that the
 * first screen does not need (decision 0262): their chunks, texts and backend calls wait until
 * the player scrolls towards them instead of competing with the start. Where the place is on the
 * first screen (a wide screen), they render at once. Without IntersectionObserver (old browsers,
 * jsdom), at once too.
 */
export function WhenNearView({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  /** What holds the place meanwhile (the part's loading size, so nothing moves); else nothing. */
  placeholder?: ReactNode;
}) {
  const marker = useRef<HTMLDivElement>(null);
  const [seen, setNear] = useState(false);
  const canObserve = useSyncExternalStore(never, observable, observableOnServer);
  const near = seen || !canObserve;
  useEffect(() => {
    const element = marker.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${NEAR_VIEW_MARGIN} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? (
    children
  ) : (
    <div ref={marker} aria-hidden>
      {placeholder}
    </div>
  );
}

import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { draftStore } from '@/entities/draft';
import { storedLanguage } from '@/i18n';
import { arabicDigitsIn } from '@/lib/format/digits';
import { dropFirstPassQueries, firstPassClient } from '@/lib/query/first-pass';
import { queryClient } from '@/lib/query';
import { App } from './app';
import type { Start } from './start';

/**
 * Whether #root holds this route prerendered in the player's language (decision 0232), as the
 * client's first pass renders it: not when the server sent another language or the start shell,
 * nor when the player's unfinished picks are on the board (the build's board is empty), nor when
 * the player reads Arabic-Indic digits (the build wrote Latin ones; decision 0292).
 */
export function hydratable(root: HTMLElement, pathname: string): boolean {
  const { route, lang } = root.dataset;
  const emptyDraft = draftStore.grids.every((grid) => grid.length === 0);
  const latin = !arabicDigitsIn(storedLanguage());
  return route === pathname && lang === storedLanguage() && emptyDraft && latin;
}

/** React's report of a prerendered page it could not hydrate as sent (then it rendered it anew). */
function reportHydrationError(error: unknown): void {
  console.error('Hydration of the prerendered page failed; React rendered it again:', error);
}

/**
 * Hydrates the prerendered first screen as soon as its texts and page file are there, before the
 * start data (the first pass shows it as built, then the data fills in); any other document is
 * rendered once the start data is in. Either way in a transition: React works in slices of a
 * few milliseconds and answers input in between (a tap during hydration hydrates its target
 * first and is then handled, React's replay of discrete events).
 */
export async function mountApp(root: HTMLElement, start: Start): Promise<void> {
  if (hydratable(root, window.location.pathname)) {
    await start.firstScreen;
    const firstPass = {
      client: firstPassClient(queryClient),
      until: start.started,
      onEnd: () => dropFirstPassQueries(queryClient),
    };
    startTransition(() => {
      // From here React takes a tap on the page: it hydrates the target first, then handles it.
      // The taps made before now were kept by the early-tap script and are replayed (0260).
      root.dataset.live = '';
      hydrateRoot(
        root,
        <StrictMode>
          <App firstPass={firstPass} />
          <MarkMounted mark={() => root.setAttribute('data-mounted', '')} />
        </StrictMode>,
        { onRecoverableError: reportHydrationError },
      );
    });
    return;
  }
  await start.started;
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
        <MarkMounted
          mark={() => {
            root.setAttribute('data-live', '');
            root.setAttribute('data-mounted', '');
          }}
        />
      </StrictMode>,
    );
  });
}

/**
 * Marks #root once React's tree is committed: `data-live` (a page rendered anew takes taps from
 * then on) and `data-mounted` (the router follows history and the app's listeners are on; a
 * hydrated page is live earlier, while React still hydrates it). QA scripts wait for the latter;
 * the early-tap script (src/prerender/early-taps.ts) replays a kept tap on a link only then.
 */
function MarkMounted({ mark }: { mark: () => void }) {
  useEffect(mark, [mark]);
  return null;
}

// Keyboard and screen-reader orientation for the whole app (docs/accessibility.md): the skip link, and
// focus on the new page's heading after every change of page. Imports no design-system widgets: the
// gate and the public layout use it on the landing page's first paint.
import { focusHeading, MAIN_CONTENT_ID, pageHeading } from '@blindspot/ui/focus';
import { type MouseEvent, useEffect, useRef } from 'react';

export { MAIN_CONTENT_ID };

/** How long a new page may take to show its heading (a remote loading on a slow connection). */
const HEADING_WAIT_MS = 10_000;

/** Moves focus to the page's heading, or to <main> while it has none. */
export function focusMainContent(): void {
  if (focusHeading(pageHeading())) return;
  document.getElementById(MAIN_CONTENT_ID)?.focus();
}

/** "Skip to content": the first tab stop, shown when focused; moves focus to the page's heading. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusMainContent();
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-lg"
    >
      Skip to content
    </a>
  );
}

/**
 * Once the new page's heading is in <main> and no dialog is open (the mobile navigation closing gives
 * focus back to its toggle first), focuses it, unless the user already moved focus into the page.
 * Returns a clean-up that stops waiting.
 */
function focusHeadingWhenShown(): () => void {
  let done = false;
  const attempt = () => {
    if (done) return;
    const heading = pageHeading();
    const main = heading?.closest('main');
    if (!heading || !main || document.querySelector('[role="dialog"]')) return;
    done = true;
    stop();
    if (!main.contains(document.activeElement) || document.activeElement === main) focusHeading(heading);
  };
  const observer = new MutationObserver(attempt);
  observer.observe(document.body, { childList: true, subtree: true });
  const poll = setInterval(attempt, 100);
  const timeout = setTimeout(() => stop(), HEADING_WAIT_MS);
  const first = setTimeout(attempt, 0);
  function stop() {
    done = true;
    observer.disconnect();
    clearInterval(poll);
    clearTimeout(timeout);
    clearTimeout(first);
  }
  return stop;
}

/**
 * Focuses the new page's heading whenever `page` (which screen the gate shows and its path) changes;
 * null while the session loads. The first page of a visit keeps focus at the top of the document, so
 * the skip link stays the first tab stop.
 */
export function usePageFocus(page: string | null): void {
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (page === null) return;
    const before = shown.current;
    shown.current = page;
    if (before === null || before === page) return;
    return focusHeadingWhenShown();
  }, [page]);
}

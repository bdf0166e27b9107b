// Focus for screen changes (docs/accessibility.md): when a new page, step or view replaces what the user
// was on, focus moves to its heading, which screen readers then announce; the next Tab starts there.
// Plain DOM and React only (no Radix, no tailwind-merge), so the landing page's first paint can use it.
import { type RefObject, useEffect, useRef } from 'react';

/** The id of the page's <main> (the skip link's target). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Focuses `heading`, made focusable by script only (tabindex=-1) when it is not already; scrolls it into
 * view if needed. Returns whether it now has focus.
 */
export function focusHeading(heading: HTMLElement | null | undefined): boolean {
  if (!heading?.isConnected) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return document.activeElement === heading;
}

/**
 * The page's heading: the h1 inside <main> that is shown. (While the next page loads, React may keep the
 * previous one in the document, hidden with display: none: its heading is not the page's any more.)
 */
export function pageHeading(): HTMLElement | null {
  return [...document.querySelectorAll<HTMLElement>('main h1')].find((heading) => heading.getClientRects().length > 0) ?? null;
}

/**
 * Focuses the heading `ref` points at whenever `key` changes after the first render: a wizard's next
 * step, a view that replaced another in place. The first render is left alone (the page's own focus
 * handling covers it).
 */
export function useFocusOnChange(ref: RefObject<HTMLElement | null>, key: unknown): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of key is what moves the focus
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    focusHeading(ref.current);
  }, [key, ref]);
}

/**
 * Focuses the heading `ref` points at once, when the component mounts, if `when` is true: for a view
 * that shows after its data arrives (an analysis after it was created).
 */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, when: boolean): void {
  const wanted = useRef(when);
  useEffect(() => {
    if (wanted.current) focusHeading(ref.current);
  }, [ref]);
}

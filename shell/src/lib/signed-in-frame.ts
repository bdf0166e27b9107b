// A returning user's dashboard paints from its HTML (docs/frontend.md, First paint). The build prerenders
// it as a frame: the app shell and the page's heading, with the user's own words left as slots. The app
// keeps those words in a small record in localStorage; the page's loader (mf-config's paint-first.ts)
// fills the slots from it before the first paint, or empties the frame when there is none (signed out).
import type { User } from '@blindspot/contracts';
import { displayName, initials, planLabel, useAuthStore } from '@blindspot/web-core';
import { createContext, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { focusMainContent, MAIN_CONTENT_ID } from './focus.js';

/** Where the record lives; shell/rspack.config.mjs gives the loader the same key. */
export const FRAME_STORAGE_KEY = 'blindspot-frame';

/**
 * Set while the prerender build renders the frame: the page's body below its heading as the frame shows
 * it (the outline of the cards, no one's figures); the page keeps its heading, with slots for the user.
 */
export const SignedInFrameContext = createContext<ReactNode>(null);

export type FrameRecord = { displayName: string; initials: string; plan: string };

export function frameRecord(user: User): FrameRecord {
  return { displayName: displayName(user), initials: initials(user), plan: planLabel(user.subscriptionTier) };
}

/** The props that make an element a slot the loader fills with the record's `field`. */
export function frameSlot(field: keyof FrameRecord): { 'data-frame-text': keyof FrameRecord } {
  return { 'data-frame-text': field };
}

/**
 * The frame is drawn with the sidebar open: a user who keeps it collapsed gets no frame, not a wrong one.
 * The design system's cookie (`SIDEBAR_COOKIE_NAME`), read here by hand: this file is on the landing
 * page, which does not load the design system.
 */
const SIDEBAR_COLLAPSED = /(?:^|;\s*)sidebar_state=false(?:;|$)/;
const frameFits = (): boolean => !SIDEBAR_COLLAPSED.test(document.cookie);

/**
 * Keeps the record in step with the signed-in user: written for a user who has finished onboarding (the
 * frame is the app's dashboard), removed once nobody is signed in or onboarding is still ahead; looked
 * at again when the page is left (the sidebar may have been collapsed meanwhile).
 */
export function keepFrameRecord(storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): () => void {
  const write = () => {
    const { user, isLoading } = useAuthStore.getState();
    try {
      if (user?.onboardingComplete && frameFits()) storage.setItem(FRAME_STORAGE_KEY, JSON.stringify(frameRecord(user)));
      else if (user || !isLoading) storage.removeItem(FRAME_STORAGE_KEY);
    } catch {
      // Storage full or unavailable: the next visit renders without a frame.
    }
  };
  write();
  const stop = useAuthStore.subscribe(write);
  window.addEventListener('pagehide', write);
  return () => {
    stop();
    window.removeEventListener('pagehide', write);
  };
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Where keyboard focus is in a frame, to carry it over: the app's first render replaces the frame's
 * nodes, and a user who tabbed into it (the skip link, the sidebar) would be dropped back to <body>.
 * Call before rendering over `container`; the returned function, after, focuses the same control (the
 * frame and the page list the same controls in the same order up to the page's own). The frame's skip
 * link is a plain link: followed, it focused <main>, and the page's way is its heading (focus.tsx).
 */
export function carryFrameFocus(container: HTMLElement): () => void {
  const focused = document.activeElement;
  const inFrame = Boolean(focused && focused !== container && container.contains(focused));
  const mainContent = inFrame && focused?.id === MAIN_CONTENT_ID;
  const index = inFrame ? [...container.querySelectorAll(FOCUSABLE)].indexOf(focused as Element) : -1;
  return () => {
    if (container.contains(document.activeElement)) return;
    if (mainContent) focusMainContent();
    else if (index >= 0) (container.querySelectorAll(FOCUSABLE)[index] as HTMLElement | undefined)?.focus();
  };
}

/**
 * Renders the app into `container` over a prerendered frame: at once (flushSync), so focus in the frame
 * moves to its counterpart in the same task. Here rather than in bootstrap.tsx: off the landing page's scripts.
 */
export function renderOverFrame(container: HTMLElement, app: ReactNode): void {
  const restoreFocus = carryFrameFocus(container);
  const root = createRoot(container);
  flushSync(() => root.render(app));
  restoreFocus();
}

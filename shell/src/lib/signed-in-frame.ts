// A returning user's dashboard paints from its HTML (docs/frontend.md, First paint). The build prerenders
// it as a frame: the app shell and the page's heading, with the user's own words left as slots. The app
// keeps those words in a small record in localStorage; the page's loader (mf-config's paint-first.ts)
// fills the slots from it before the first paint, or empties the frame when there is none (signed out).
import type { User } from '@blindspot/contracts';
import { displayName, initials, planLabel, useAuthStore } from '@blindspot/web-core';
import { createContext } from 'react';

/** Where the record lives; shell/rspack.config.mjs gives the loader the same key. */
export const FRAME_STORAGE_KEY = 'blindspot-frame';

/** True while the prerender build renders the frame: the page shows what every user shares, and slots. */
export const SignedInFrameContext = createContext(false);

export type FrameRecord = { displayName: string; initials: string; plan: string };

export function frameRecord(user: User): FrameRecord {
  return { displayName: displayName(user), initials: initials(user), plan: planLabel(user.subscriptionTier) };
}

/** The props that make an element a slot the loader fills with the record's `field`. */
export function frameSlot(field: keyof FrameRecord): { 'data-frame-text': keyof FrameRecord } {
  return { 'data-frame-text': field };
}

/**
 * Keeps the record in step with the signed-in user: written for a user who has finished onboarding (the
 * frame is the app's dashboard), removed once nobody is signed in or onboarding is still ahead.
 */
export function keepFrameRecord(storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): () => void {
  const write = ({ user, isLoading }: { user: User | null; isLoading: boolean }) => {
    try {
      if (user?.onboardingComplete) storage.setItem(FRAME_STORAGE_KEY, JSON.stringify(frameRecord(user)));
      else if (user || !isLoading) storage.removeItem(FRAME_STORAGE_KEY);
    } catch {
      // Storage full or unavailable: the next visit renders without a frame.
    }
  };
  write(useAuthStore.getState());
  return useAuthStore.subscribe(write);
}

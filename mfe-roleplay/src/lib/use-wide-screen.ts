import { useSyncExternalStore } from 'react';

/** Tailwind's `lg`: from here the arena has room for the session panel beside the chat. */
const WIDE = '(min-width: 1024px)';

/** True on screens at least 1024 px wide, and wherever media queries cannot be asked (tests, prerender). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(WIDE);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(WIDE).matches : true),
    () => true,
  );
}

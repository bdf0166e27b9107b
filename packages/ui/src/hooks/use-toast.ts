// Toast state lives in this module, not in React: the package is a Module Federation singleton, so a
// remote's toast() reaches the host's <Toaster />.
import * as React from 'react';
import type { ToastVariant } from '../components/toast.js';

/** One toast at a time (docs/product.md#display). */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays mounted for its exit animation. */
const REMOVE_DELAY_MS = 1000;

export interface ToastInput {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  action?: React.ReactElement;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
}

let counter = 0;
let state: ToastState = { toasts: [] };
const listeners = new Set<(state: ToastState) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setState(next: ToastState) {
  state = next;
  for (const listener of listeners) listener(state);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      setState({ toasts: state.toasts.filter((t) => t.id !== id) });
    }, REMOVE_DELAY_MS),
  );
}

/** Closes one toast (or all); it is unmounted after its exit animation. */
export function dismissToast(id?: string) {
  const closing = state.toasts.filter((t) => id === undefined || t.id === id);
  for (const t of closing) scheduleRemoval(t.id);
  setState({ toasts: state.toasts.map((t) => (closing.includes(t) ? { ...t, open: false } : t)) });
}

/** Shows a toast; a new one replaces the one on screen. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { ...input, id, open: true };
  setState({ toasts: [item, ...state.toasts].slice(0, TOAST_LIMIT) });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) => setState({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...next } : t)) }),
  };
}

/** The toasts on screen, kept in sync with every toast() call anywhere in the page. */
export function useToast() {
  const current = React.useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}

import { XIcon } from 'lucide-react';
import { Toast as ToastPrimitives } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn.js';

/** A toast stays 5000 ms, is swiped away to the right past 50 px, and F8 focuses the toasts (docs/product.md#display). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];

export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeDirection = 'right',
  swipeThreshold = TOAST_SWIPE_THRESHOLD,
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Provider>) {
  return <ToastPrimitives.Provider duration={duration} swipeDirection={swipeDirection} swipeThreshold={swipeThreshold} {...props} />;
}

export function ToastViewport({ className, hotkey = TOAST_HOTKEY, ...props }: React.ComponentProps<typeof ToastPrimitives.Viewport>) {
  return (
    <ToastPrimitives.Viewport
      hotkey={hotkey}
      className={cn(
        'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

const TOAST_VARIANTS = {
  default: 'border bg-background text-foreground',
  destructive: 'destructive group border-destructive bg-destructive-fill text-white',
} as const;

export type ToastVariant = keyof typeof TOAST_VARIANTS;

export function Toast({
  className,
  variant = 'default',
  ...props
}: React.ComponentProps<typeof ToastPrimitives.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitives.Root
      data-variant={variant}
      className={cn(
        'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-lg p-5 pr-8 shadow-lg transition-all',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
        'data-[state=open]:animate-in data-[state=open]:slide-in-from-bottom data-[state=closed]:animate-out',
        'data-[state=closed]:fade-out-0 data-[swipe=end]:animate-out',
        TOAST_VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Action>) {
  return (
    <ToastPrimitives.Action
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border bg-transparent px-3 text-sm font-medium',
        'transition-colors hover:bg-secondary focus:ring-1 focus:ring-ring focus:outline-none',
        'disabled:pointer-events-none disabled:opacity-50 group-[.destructive]:border-white/40',
        'group-[.destructive]:hover:bg-white/10',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Close>) {
  return (
    <ToastPrimitives.Close
      aria-label="Close"
      className={cn(
        'absolute top-2 right-2 rounded-md p-1 text-foreground/50 opacity-0 transition-opacity group-hover:opacity-100',
        'hover:text-foreground focus:opacity-100 focus:ring-1 focus:outline-none group-[.destructive]:text-white/80',
        'group-[.destructive]:hover:text-white',
        className,
      )}
      toast-close=""
      {...props}
    >
      <XIcon className="size-4" />
    </ToastPrimitives.Close>
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Title>) {
  return <ToastPrimitives.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: React.ComponentProps<typeof ToastPrimitives.Description>) {
  return <ToastPrimitives.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

import type * as React from 'react';
import { cn } from '../lib/cn.js';

// A field marked invalid keeps a full-strength ring when focused (the red one): a faint ring there was under 3:1.
export const FIELD_CLASSES = [
  'w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs',
  'transition-[color,box-shadow] outline-none placeholder:text-muted-foreground selection:bg-primary',
  'selection:text-primary-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30',
  'focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive',
  'aria-invalid:ring-destructive',
].join(' ');

export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        FIELD_CLASSES,
        'h-9 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(FIELD_CLASSES, 'field-sizing-content flex min-h-16 py-2', className)} {...props} />;
}

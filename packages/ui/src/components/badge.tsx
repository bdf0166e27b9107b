import { Slot } from 'radix-ui';
import * as React from 'react';
import { cn } from '../lib/cn.js';

const BADGE_VARIANTS = {
  default: 'border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90',
  secondary: 'border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/90',
  destructive: 'border-transparent bg-destructive text-white [a&]:hover:bg-destructive/90',
  outline: 'text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground',
} as const;

export type BadgeVariant = keyof typeof BADGE_VARIANTS;

export function badgeVariants({ variant = 'default', className }: { variant?: BadgeVariant; className?: string } = {}) {
  return cn(
    'inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap transition-[color,box-shadow] focus-visible:ring-[3px] focus-visible:ring-ring/50 [&>svg]:pointer-events-none [&>svg]:size-3',
    BADGE_VARIANTS[variant],
    className,
  );
}

export function Badge({ className, variant, asChild = false, ...props }: React.ComponentProps<'span'> & { variant?: BadgeVariant; asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={badgeVariants({ variant, className })} {...props} />;
}

import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn.js';
import { type BadgeShape, type BadgeVariant, badgeClasses } from '../lib/recipes.js';

export type { BadgeShape, BadgeVariant } from '../lib/recipes.js';

export function badgeVariants({ variant, shape, className }: { variant?: BadgeVariant; shape?: BadgeShape; className?: string } = {}) {
  return cn(badgeClasses({ variant, shape }), className);
}

export function Badge({
  className,
  variant,
  shape,
  asChild = false,
  ...props
}: React.ComponentProps<'span'> & { variant?: BadgeVariant; shape?: BadgeShape; asChild?: boolean }) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={badgeVariants({ variant, shape, className })} {...props} />;
}

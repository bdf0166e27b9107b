import type * as React from 'react';
import { cn } from '../lib/cn.js';
import { CARD_CONTENT, CARD_DESCRIPTION, CARD_FOOTER, CARD_HEADER, CARD_LAYOUT, CARD_SURFACE } from '../lib/recipes.js';

export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card" className={cn(CARD_LAYOUT, CARD_SURFACE, className)} {...props} />;
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn(CARD_HEADER, className)} {...props} />;
}

/**
 * A card's title. `as` makes it a heading at the level the page's outline needs (an h2 under the page's
 * h1, an h3 inside a section): no level is skipped (docs/accessibility.md).
 */
export function CardTitle({
  className,
  as = 'div',
  ref,
  ...props
}: React.HTMLAttributes<HTMLElement> & { as?: 'div' | 'h1' | 'h2' | 'h3' | 'h4'; ref?: React.Ref<HTMLElement> }) {
  // One element type for the checker; the tag is whichever `as` names.
  const Tag = as as 'div';
  return (
    <Tag data-slot="card-title" ref={ref as React.Ref<HTMLDivElement>} className={cn('leading-none font-semibold', className)} {...props} />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-description" className={cn(CARD_DESCRIPTION, className)} {...props} />;
}

/** Sits at the right of a CardHeader (a button or a badge). */
export function CardAction({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-action" className={cn('col-start-2 row-span-2 row-start-1 self-start justify-self-end', className)} {...props} />
  );
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn(CARD_CONTENT, className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn(CARD_FOOTER, className)} {...props} />;
}

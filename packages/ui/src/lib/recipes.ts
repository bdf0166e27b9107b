// The design system's looks as plain class strings, joined without conflict resolution. The components
// build on these and merge a caller's `className` over them with `cn` (tailwind-merge). Markup that
// must stay light, the landing page above all, composes the recipes with `cx` and classes that do not
// conflict with them, and so ships without tailwind-merge.
import { clsx } from 'clsx';

/** Joins class names (strings, conditionals, arrays); no conflict resolution. */
export const cx = clsx;

const BUTTON_BASE = [
  'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-md text-sm font-medium',
  'whitespace-nowrap transition-[color,background-color,border-color,box-shadow] outline-none select-none',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  'disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive [&_svg]:pointer-events-none',
  "[&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
].join(' ');

export const BUTTON_VARIANTS = {
  default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
  destructive: 'bg-destructive-fill text-white shadow-xs hover:bg-destructive-fill/90',
  outline:
    'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground dark:bg-input/30 dark:hover:bg-input/50',
  secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
  ghost: 'hover:bg-accent hover:text-accent-foreground dark:hover:bg-accent/50',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

export const BUTTON_SIZES = {
  default: 'h-9 gap-2 px-4 py-2 has-[>svg]:px-3',
  sm: 'h-8 gap-1.5 px-3 has-[>svg]:px-2.5',
  lg: 'h-10 gap-2 px-6 has-[>svg]:px-4',
  icon: 'size-9 gap-2',
  'icon-sm': 'size-8 gap-2',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;

/** A button's look, for a link or a plain <button> (the Button component adds `className` merging). */
export function buttonClasses({ variant = 'default', size = 'default' }: { variant?: ButtonVariant; size?: ButtonSize } = {}): string {
  return `${BUTTON_BASE} ${BUTTON_VARIANTS[variant]} ${BUTTON_SIZES[size]}`;
}

const BADGE_BASE = [
  'inline-flex w-fit shrink-0 items-center justify-center overflow-hidden border text-xs font-medium',
  'whitespace-nowrap transition-[color,box-shadow] focus-visible:ring-2 focus-visible:ring-ring',
  'focus-visible:ring-offset-2 focus-visible:ring-offset-background [&>svg]:pointer-events-none [&>svg]:size-3',
].join(' ');

export const BADGE_VARIANTS = {
  default: 'border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90',
  secondary: 'border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/90',
  destructive: 'border-transparent bg-destructive-fill text-white [a&]:hover:bg-destructive-fill/90',
  outline: 'text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground',
} as const;

/** `pill`: fully rounded and roomier, for a badge that stands alone (a hero tag, "Most Popular"). */
export const BADGE_SHAPES = {
  default: 'gap-1 rounded-md px-2 py-0.5',
  pill: 'gap-1.5 rounded-full px-3 py-1',
} as const;

export type BadgeVariant = keyof typeof BADGE_VARIANTS;
export type BadgeShape = keyof typeof BADGE_SHAPES;

export function badgeClasses({ variant = 'default', shape = 'default' }: { variant?: BadgeVariant; shape?: BadgeShape } = {}): string {
  return `${BADGE_BASE} ${BADGE_VARIANTS[variant]} ${BADGE_SHAPES[shape]}`;
}

/** A card's surface; its layout (direction, gap, padding) is the Card component's or the page's. */
export const CARD_SURFACE = 'rounded-xl border bg-card text-card-foreground shadow-sm';
/** The default card layout the Card component uses. */
export const CARD_LAYOUT = 'flex flex-col gap-6 py-6';
/** Card parts whose classes a page can reuse as they are. */
export const CARD_HEADER =
  'grid auto-rows-min grid-rows-[auto_auto] items-start gap-1.5 px-6 has-data-[slot=card-action]:grid-cols-[1fr_auto]';
export const CARD_DESCRIPTION = 'text-sm text-muted-foreground';
export const CARD_CONTENT = 'px-6';
export const CARD_FOOTER = 'flex items-center px-6';

/** A spinner's turning and colour; its size is the caller's. */
export const SPINNER = 'animate-spin text-muted-foreground';

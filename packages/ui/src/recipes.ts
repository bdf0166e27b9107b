// `@blindspot/ui/recipes`: the design system's looks as class strings, without tailwind-merge. Not
// shared through Module Federation (plain strings, no state): the landing page bundles what it uses.
export {
  BADGE_SHAPES,
  BADGE_VARIANTS,
  type BadgeShape,
  type BadgeVariant,
  BUTTON_SIZES,
  BUTTON_VARIANTS,
  type ButtonSize,
  type ButtonVariant,
  badgeClasses,
  buttonClasses,
  CARD_CONTENT,
  CARD_DESCRIPTION,
  CARD_FOOTER,
  CARD_HEADER,
  CARD_LAYOUT,
  CARD_SURFACE,
  cx,
  SPINNER,
} from './lib/recipes.js';

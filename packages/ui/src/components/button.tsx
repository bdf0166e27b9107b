import { Slot } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn.js';
import { type ButtonSize, type ButtonVariant, buttonClasses } from '../lib/recipes.js';

export { BUTTON_SIZES, BUTTON_VARIANTS, type ButtonSize, type ButtonVariant } from '../lib/recipes.js';

/** The class names of a button, for elements that look like one without being a Button. */
export function buttonVariants({ variant, size, className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(buttonClasses({ variant, size }), className);
}

export interface ButtonProps extends React.ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return <Comp data-slot="button" className={buttonVariants({ variant, size, className })} {...props} />;
}

// `@blindspot/ui/core`: the stateless building blocks without the heavier Radix widgets (menus,
// dialogs, selects, toasts, tooltips). Not shared through Module Federation: a page that needs only
// these (the landing page) bundles them instead of downloading the whole design system.

export { Badge, type BadgeShape, type BadgeVariant, badgeVariants } from './components/badge.js';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant, buttonVariants } from './components/button.js';
export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card.js';
export { Input, Textarea } from './components/input.js';
export { Label } from './components/label.js';
export { Separator } from './components/separator.js';
export { Skeleton } from './components/skeleton.js';
export { Spinner } from './components/spinner.js';
export { cn } from './lib/cn.js';

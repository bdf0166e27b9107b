// `@blindspot/ui/core`: the stateless building blocks without the heavier Radix widgets (menus,
// dialogs, selects, toasts, tooltips). Not shared through Module Federation: a page that needs only
// these (the landing page) bundles them instead of downloading the whole design system.
export { cn } from './lib/cn.js';
export { Button, buttonVariants, type ButtonProps, type ButtonSize, type ButtonVariant } from './components/button.js';
export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './components/card.js';
export { Input, Textarea } from './components/input.js';
export { Label } from './components/label.js';
export { Badge, badgeVariants, type BadgeShape, type BadgeVariant } from './components/badge.js';
export { Spinner } from './components/spinner.js';
export { Separator } from './components/separator.js';
export { Skeleton } from './components/skeleton.js';

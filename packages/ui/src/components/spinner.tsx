import { Loader2 } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../lib/cn.js';
import { SPINNER } from '../lib/recipes.js';

/** A turning ring; announced to screen readers as "Loading". */
export function Spinner({ className, label = 'Loading', ...props }: React.ComponentProps<'svg'> & { label?: string }) {
  return <Loader2 role="status" aria-label={label} className={cn('size-6', SPINNER, className)} {...props} />;
}

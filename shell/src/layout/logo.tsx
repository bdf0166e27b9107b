import { cx } from '@blindspot/ui/recipes';
import { Link } from 'react-router-dom';

/** The mark: an eye with its blind half filled. `className` sets its size (size-8 by default). */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cx('shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <circle cx="16" cy="16" r="8.5" fill="none" strokeWidth="2.5" className="stroke-primary-foreground" />
      <path d="M16 7.5a8.5 8.5 0 0 1 0 17z" className="fill-primary-foreground" />
    </svg>
  );
}

export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link to={to} className={cx('flex items-center gap-2 font-semibold tracking-tight', className)} aria-label="Blindspot home">
      <LogoMark />
      <span className="text-lg">Blindspot</span>
    </Link>
  );
}

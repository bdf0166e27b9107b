import { buttonClasses } from '@blindspot/ui/recipes';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MAIN_CONTENT_ID, SkipLink } from '../lib/focus.js';
import { SUPPORT_EMAIL } from '../lib/nav.js';
import { Logo } from './logo.js';
import { ThemeToggle } from './theme-toggle.js';

const HEADER_ANCHORS = [
  { href: '#methodologies', label: 'Methodologies' },
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
];

/** `base` is '' on the landing page (plain anchors) and '/' elsewhere (anchors on the landing page). */
export function PublicHeader({ base = '/' }: { base?: '' | '/' }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-background/80 backdrop-blur supports-[backdrop-filter]:bg-background/60">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 md:px-6">
        <Logo />
        <nav aria-label="Sections" className="ml-6 hidden items-center gap-6 text-sm text-muted-foreground md:flex">
          {HEADER_ANCHORS.map((anchor) => (
            <a key={anchor.href} href={`${base}${anchor.href}`} className="transition-colors hover:text-foreground">
              {anchor.label}
            </a>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ThemeToggle />
          <Link to="/login" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            Log In
          </Link>
          <Link to="/signup" className={buttonClasses({ size: 'sm' })}>
            Get Started
          </Link>
        </div>
      </div>
    </header>
  );
}

const FOOTER_COLUMNS = [
  {
    title: 'Product',
    links: [
      { href: '#features', label: 'Features' },
      { href: '#methodologies', label: 'Methodologies' },
      { href: '#pricing', label: 'Pricing' },
    ],
  },
  {
    title: 'Company',
    links: [
      { href: '#blog', label: 'Blog' },
      { href: '#about', label: 'About' },
      { href: `mailto:${SUPPORT_EMAIL}`, label: 'Support' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
      { href: '#security', label: 'Security' },
    ],
  },
] as const;

export function PublicFooter({ base = '/' }: { base?: '' | '/' }) {
  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.5fr_repeat(3,1fr)] md:px-6">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            The AI sales coach that shows B2B sellers what they are missing, before it costs them the deal.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-semibold">{column.title}</h2>
            <ul className="space-y-2 text-sm text-muted-foreground">
              {column.links.map((link) => (
                <li key={link.label}>
                  {'to' in link ? (
                    <Link to={link.to} className="transition-colors hover:text-foreground">
                      {link.label}
                    </Link>
                  ) : (
                    <a
                      href={link.href.startsWith('#') ? `${base}${link.href}` : link.href}
                      className="transition-colors hover:text-foreground"
                    >
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-muted-foreground md:px-6">
          © {new Date().getFullYear()} Blindspot. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

export function PublicLayout({ children, base = '/' }: { children: ReactNode; base?: '' | '/' }) {
  return (
    <div className="flex min-h-svh flex-col">
      <SkipLink />
      <PublicHeader base={base} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <PublicFooter base={base} />
    </div>
  );
}

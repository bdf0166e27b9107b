import { buttonClasses } from '@blindspot/ui/recipes';
import { useTheme } from '@blindspot/web-core';
import { Moon, Sun } from 'lucide-react';

/** The light/dark switch (no tooltip: it also sits on the public pages, which skip the Radix widgets). */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  return (
    <button
      type="button"
      className={buttonClasses({ variant: 'ghost', size: 'icon-sm' })}
      onClick={toggleTheme}
      aria-label="Toggle theme"
      title={theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme'}
      data-theme={theme}
    >
      {/* Both, chosen by the page's class: a prerendered page is built light and painted in the stored theme. */}
      <Sun className="hidden dark:block" aria-hidden />
      <Moon className="dark:hidden" aria-hidden />
    </button>
  );
}

import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderGate, USER } from '../testing/render.js';

beforeEach(() => {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('app shell', () => {
  it('shows the display name, initials and plan in the sidebar footer', async () => {
    renderGate({ user: USER, path: '/dashboard' });
    const footer = await screen.findByTestId('sidebar-user');
    expect(within(footer).getByTestId('sidebar-name')).toHaveTextContent('Dana Ortiz');
    expect(within(footer).getByTestId('sidebar-plan')).toHaveTextContent('Practice Plan');
    expect(within(footer).getByTestId('avatar-initials')).toHaveTextContent('DO');
  });

  it('falls back to the e-mail, its initial and the Free plan', async () => {
    renderGate({ user: { ...USER, firstName: null, lastName: 'Ortiz', subscriptionTier: undefined as never }, path: '/dashboard' });
    const footer = await screen.findByTestId('sidebar-user');
    expect(within(footer).getByTestId('sidebar-name')).toHaveTextContent('dana@northwind.io');
    expect(within(footer).getByTestId('sidebar-plan')).toHaveTextContent('Free Plan');
    expect(within(footer).getByTestId('avatar-initials')).toHaveTextContent('D');
  });

  it('opens the user menu with name, e-mail, plan and Log out', async () => {
    renderGate({ user: { ...USER, subscriptionTier: 'pro' }, path: '/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByTestId('menu-name')).toHaveTextContent('Dana Ortiz');
    expect(within(menu).getByTestId('menu-email')).toHaveTextContent('dana@northwind.io');
    expect(within(menu).getByTestId('menu-plan')).toHaveTextContent('Pro Plan');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });

  it('lists the app navigation and highlights the current path', async () => {
    renderGate({ user: USER, path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const links = ['Dashboard', 'Deal Analysis', 'Roleplay Arena', 'Progress', 'Methodologies', 'Seller Profile', 'Subscription'].map(
      (name) => screen.getAllByRole('link', { name }).find((link) => link.getAttribute('data-sidebar') === 'menu-button'),
    );
    expect(links.map((link) => link?.getAttribute('href'))).toEqual([
      '/dashboard',
      '/deal-analysis',
      '/roleplay',
      '/progress',
      '/methodologies',
      '/seller-setup',
      '/pricing',
    ]);
    expect(links[0]).toHaveAttribute('data-active', 'true');
    expect(links[1]).toHaveAttribute('data-active', 'false');
  });

  it('has landmarks (banner, Main navigation, main) and "Skip to content" as the first tab stop, landing on the heading', async () => {
    renderGate({ user: USER, path: '/dashboard' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Deal Analysis' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('Log Out');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toContainElement(heading);

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    // jsdom has no layout: tell it the heading is shown.
    const original = HTMLElement.prototype.getClientRects;
    HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
    try {
      await userEvent.keyboard('{Enter}');
      expect(heading).toHaveFocus();
      expect(heading).toHaveAttribute('tabindex', '-1');
    } finally {
      HTMLElement.prototype.getClientRects = original;
    }
  });

  it('collapses on Ctrl+B and keeps the state in the sidebar_state cookie', async () => {
    renderGate({ user: USER, path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard' });
    const sidebar = document.querySelector('[data-slot="sidebar"]')!;
    expect(sidebar).toHaveAttribute('data-state', 'expanded');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    expect(sidebar).toHaveAttribute('data-collapsible', 'icon');
    expect(document.cookie).toContain('sidebar_state=false');
  });

  it('toggles the theme, stores it under theme and keeps it on the next visit', async () => {
    const first = renderGate({ user: USER, path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    first.unmount();

    renderGate({ path: '/' });
    expect(await screen.findByRole('button', { name: 'Toggle theme' })).toHaveAttribute('data-theme', 'dark');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle theme' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).not.toHaveClass('dark');
  });
});

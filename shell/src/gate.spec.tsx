import { act, screen } from '@testing-library/react';
import { renderGate, USER } from './testing/render.js';

describe('gate order', () => {
  it('shows only a centred spinner while the session loads', () => {
    renderGate({ loading: true, path: '/dashboard' });
    expect(screen.getByTestId('session-loading')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText('Dashboard')).not.toBeInTheDocument();
  });

  it('signed out: the landing page at /, with its header links', async () => {
    renderGate({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: /Discover your sales blindspots/ })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Sections' });
    expect([...sections.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['#methodologies', '#features', '#pricing']);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    // Every "get started" entry opens Create Account; a paid plan's carries the plan to its checkout.
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: /Start for free/ })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Start with Practice' })).toHaveAttribute('href', '/signup?plan=practice');
    expect(screen.getByRole('link', { name: 'Start with Pro' })).toHaveAttribute('href', '/signup?plan=pro');
    for (const href of ['#features', '#methodologies', '#pricing', '#blog', '#about', '/privacy', '/terms', '#security']) {
      expect(document.querySelector(`footer a[href="${href}"]`)).not.toBeNull();
    }
    expect(document.querySelector('footer a[href^="mailto:"]')).not.toBeNull();
    expect(screen.getAllByTestId('methodology-card')).toHaveLength(4);
  });

  it('signed out: app routes are not found, and the login screen is public', async () => {
    renderGate({ path: '/dashboard' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('signed out: /pricing is the account remote inside the public layout', async () => {
    renderGate({ path: '/pricing' });
    expect(await screen.findByTestId('remote')).toHaveTextContent('remote account/PricingPage');
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('signed in with onboarding incomplete: the onboarding wizard, whatever the path', async () => {
    renderGate({ user: { ...USER, onboardingComplete: false }, path: '/roleplay' });
    expect(await screen.findByTestId('remote')).toHaveTextContent('remote account/OnboardingWizard');
    expect(document.querySelector('[data-sidebar="trigger"]')).toBeNull();
  });

  it('signed in and complete: / goes to /dashboard inside the app shell', async () => {
    renderGate({ user: USER, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(document.querySelector('[data-sidebar="trigger"]')).not.toBeNull();
  });

  it.each([
    ['/deal-analysis', 'deals/DealAnalysisPage'],
    ['/roleplay', 'roleplay/RoleplayArenaPage'],
    ['/methodologies', 'roleplay/MethodologiesPage'],
    ['/seller-setup', 'account/SellerProfilePage'],
    ['/pricing', 'account/PricingPage'],
  ])('signed in: %s renders %s', async (path, id) => {
    renderGate({ user: USER, path });
    expect(await screen.findByTestId('remote')).toHaveTextContent(`remote ${id}`);
  });

  it('signed in: unknown paths show 404 inside the app, /login goes to the dashboard', async () => {
    renderGate({ user: USER, path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(document.querySelector('[data-sidebar="trigger"]')).not.toBeNull();
  });

  it('signing out returns to the public routes', async () => {
    renderGate({ user: USER, path: '/dashboard' });
    await screen.findByRole('heading', { name: 'Dashboard' });
    await act(async () => screen.getByRole('button', { name: 'Log Out' }).click());
    expect(await screen.findByRole('heading', { level: 1, name: /Discover your sales blindspots/ })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

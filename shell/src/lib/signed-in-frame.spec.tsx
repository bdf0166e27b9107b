import { SIDEBAR_COOKIE_NAME } from '@blindspot/ui';
import { useAuthStore } from '@blindspot/web-core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import AppRoutes from '../app-routes.js';
import { USER } from '../testing/render.js';
import { carryFrameFocus, FRAME_STORAGE_KEY, keepFrameRecord, SignedInFrameContext } from './signed-in-frame.js';

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the frame record', () => {
  afterEach(() => useAuthStore.setState({ user: null, isLoading: true }));

  it('holds what the frame shows of a signed-in user, kept in step, and goes when they sign out', () => {
    const storage = fakeStorage();
    useAuthStore.setState({ user: USER, isLoading: false });
    const stop = keepFrameRecord(storage);
    expect(JSON.parse(storage.items.get(FRAME_STORAGE_KEY) ?? 'null')).toEqual({
      displayName: 'Dana Ortiz',
      initials: 'DO',
      plan: 'Practice Plan',
    });

    useAuthStore.setState({ user: { ...USER, firstName: 'Dani', subscriptionTier: 'pro' } });
    expect(JSON.parse(storage.items.get(FRAME_STORAGE_KEY) ?? 'null')).toMatchObject({ displayName: 'Dani Ortiz', plan: 'Pro Plan' });

    useAuthStore.setState({ user: null, isLoading: false });
    expect(storage.items.has(FRAME_STORAGE_KEY)).toBe(false);
    stop();
  });

  it('is not written for a user still in onboarding (their first page is not the dashboard)', () => {
    const storage = fakeStorage();
    storage.items.set(FRAME_STORAGE_KEY, '{"displayName":"someone before"}');
    useAuthStore.setState({ user: { ...USER, onboardingComplete: false }, isLoading: false });
    keepFrameRecord(storage)();
    expect(storage.items.has(FRAME_STORAGE_KEY)).toBe(false);
  });

  it('is not kept for a user who keeps the sidebar collapsed (the frame is drawn open), checked again on leaving', () => {
    const storage = fakeStorage();
    useAuthStore.setState({ user: USER, isLoading: false });
    const stop = keepFrameRecord(storage);
    expect(storage.items.has(FRAME_STORAGE_KEY)).toBe(true);
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.items.has(FRAME_STORAGE_KEY)).toBe(false);
    document.cookie = `${SIDEBAR_COOKIE_NAME}=true; path=/`;
    window.dispatchEvent(new Event('pagehide'));
    expect(storage.items.has(FRAME_STORAGE_KEY)).toBe(true);
    stop();
    document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
  });

  it('is kept while the session is still being checked (nobody known yet)', () => {
    const storage = fakeStorage();
    storage.items.set(FRAME_STORAGE_KEY, '{"displayName":"Dana Ortiz"}');
    useAuthStore.setState({ user: null, isLoading: true });
    keepFrameRecord(storage)();
    expect(storage.items.get(FRAME_STORAGE_KEY)).toBe('{"displayName":"Dana Ortiz"}');
  });
});

describe('the prerendered frame', () => {
  it("shows the app's navigation and the dashboard's heading, with the user's words as slots and no one's figures", () => {
    const { container } = render(
      <SignedInFrameContext.Provider value={<div data-testid="dashboard-frame" />}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <AppRoutes />
        </MemoryRouter>
      </SignedInFrameContext.Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    const slots = [...container.querySelectorAll('[data-frame-text]')].map((slot) => slot.getAttribute('data-frame-text'));
    expect(new Set(slots)).toEqual(new Set(['displayName', 'initials', 'plan']));
    expect(screen.getByText(/Here is where your practice stands/).querySelector('[data-frame-text="displayName"]')).not.toBeNull();
    expect(screen.getByTestId('dashboard-frame')).toBeInTheDocument();
    expect(screen.queryByTestId('stat-plan')).toBeNull();
  });
});

describe('focus in the frame', () => {
  it('moves to the same control once the app has rendered over the frame', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = '<a href="#main">Skip</a><nav><a href="/dashboard">Dashboard</a><a href="/roleplay">Roleplay</a></nav>';
    (container.querySelectorAll('a')[2] as HTMLElement).focus();
    const restore = carryFrameFocus(container);
    // The app's render: new nodes, the same controls in the same order.
    container.innerHTML =
      '<a href="#main">Skip</a><nav><a href="/dashboard">Dashboard</a><a href="/roleplay">Roleplay</a></nav><main></main>';
    expect(document.activeElement).toBe(document.body);
    restore();
    expect(document.activeElement?.textContent).toBe('Roleplay');
    container.remove();
  });

  it("after the frame's skip link was followed (focus on <main>), goes to the page's heading, as the app's skip link does", () => {
    const container = document.createElement('div');
    document.body.append(container);
    const page = '<a href="#main-content">Skip</a><main id="main-content" tabindex="-1"><h1 tabindex="-1">Dashboard</h1></main>';
    container.innerHTML = page;
    (container.querySelector('main') as HTMLElement).focus();
    const restore = carryFrameFocus(container);
    container.innerHTML = page;
    // jsdom lays nothing out; the page's heading is the visible h1 in <main>.
    const heading = container.querySelector('h1') as HTMLElement;
    heading.getClientRects = () => [new DOMRect(0, 0, 100, 40)] as unknown as DOMRectList;
    restore();
    expect(document.activeElement).toBe(heading);
    container.remove();
  });

  it('leaves focus alone when it was not in the frame', () => {
    const container = document.createElement('div');
    const outside = document.createElement('button');
    document.body.append(container, outside);
    container.innerHTML = '<a href="#main">Skip</a>';
    outside.focus();
    const restore = carryFrameFocus(container);
    container.innerHTML = '<a href="#main">Skip</a>';
    restore();
    expect(document.activeElement).toBe(outside);
    container.remove();
    outside.remove();
  });
});

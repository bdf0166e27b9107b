import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Sidebar, SidebarContent, SidebarInset, SidebarProvider, SidebarTrigger, useSidebar } from './sidebar.js';

function clearCookie() {
  document.cookie = 'sidebar_state=; path=/; max-age=0';
}

function State() {
  const { state, openMobile, isMobile } = useSidebar();
  return <output data-testid="state">{`${state} ${isMobile ? 'mobile' : 'desktop'} ${openMobile ? 'panel-open' : 'panel-closed'}`}</output>;
}

function App() {
  return (
    <SidebarProvider>
      <Sidebar>
        <SidebarContent>Navigation</SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
        <State />
      </SidebarInset>
    </SidebarProvider>
  );
}

function setViewport(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: Number(/max-width: (\d+)px/.exec(query)?.[1]) >= width,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

beforeEach(() => {
  clearCookie();
  setViewport(1280);
});

describe('Sidebar', () => {
  it('collapses on Ctrl+B and Cmd+B and stores the state in the sidebar_state cookie for 7 days', () => {
    render(<App />);
    expect(screen.getByTestId('state')).toHaveTextContent('expanded desktop');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(screen.getByTestId('state')).toHaveTextContent('collapsed');
    expect(document.cookie).toContain('sidebar_state=false');
    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    expect(screen.getByTestId('state')).toHaveTextContent('expanded');
    expect(document.cookie).toContain('sidebar_state=true');
    // b alone types a letter: no toggle
    fireEvent.keyDown(window, { key: 'b' });
    expect(screen.getByTestId('state')).toHaveTextContent('expanded');
  });

  it('writes a max-age of 604800 seconds', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      render(<App />);
      fireEvent.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
      expect(writes.at(-1)).toMatch(/^sidebar_state=false; path=\/; max-age=604800/);
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
  });

  it('starts collapsed when the cookie says so', () => {
    document.cookie = 'sidebar_state=false; path=/';
    render(<App />);
    expect(screen.getByTestId('state')).toHaveTextContent('collapsed');
  });

  it('is a slide-in panel under 768 px, opened by the trigger', () => {
    setViewport(375);
    render(<App />);
    expect(screen.getByTestId('state')).toHaveTextContent('mobile panel-closed');
    expect(screen.queryByText('Navigation')).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Toggle Sidebar' }).click());
    expect(screen.getByTestId('state')).toHaveTextContent('panel-open');
    const panel = screen.getByRole('dialog');
    expect(panel).toHaveTextContent('Navigation');
    expect(panel).toHaveStyle({ '--sidebar-width': '18rem' });
  });

  it('on a phone opens on its first link, never an action below it, and closes with its button back to the trigger', async () => {
    setViewport(375);
    render(
      <SidebarProvider>
        <Sidebar>
          <SidebarContent>
            <a href="/dashboard">Dashboard</a>
            <a href="/roleplay">Roleplay Arena</a>
          </SidebarContent>
          <button type="button">Log Out</button>
        </Sidebar>
        <SidebarInset>
          <SidebarTrigger />
        </SidebarInset>
      </SidebarProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Toggle Sidebar' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    trigger.focus();
    act(() => trigger.click());
    const panel = await screen.findByRole('dialog');
    await waitFor(() => expect(within(panel).getByRole('link', { name: 'Dashboard' })).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => within(panel).getByRole('button', { name: 'Close navigation' }).click());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('leaves <main> to the app: the inset column is a plain element', () => {
    render(<App />);
    expect(document.querySelector('[data-slot="sidebar-inset"]')!.tagName).toBe('DIV');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
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
});

import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { RemoteComponent, type RemoteLoader, RemoteLoaderContext } from './remote-component.js';

function flakyLoader() {
  let calls = 0;
  const loader = jest.fn<RemoteLoader>(async () => {
    calls += 1;
    if (calls === 1) throw new Error('ScriptExternalLoadError: remoteEntry.js failed');
    const Page: ComponentType = () => <h1>Deal Analysis</h1>;
    return Page;
  });
  return loader;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('RemoteComponent', () => {
  it('shows an error panel with Retry when the remote fails, and loads it afresh on Retry', async () => {
    const loader = flakyLoader();
    const { unmount } = render(
      <RemoteLoaderContext.Provider value={loader}>
        <RemoteComponent id="deals/DealAnalysisPage" title="Deal Analysis" />
      </RemoteLoaderContext.Provider>,
    );
    const panel = await screen.findByTestId('remote-error');
    expect(panel).toHaveTextContent('Deal Analysis could not be loaded');
    expect(loader).toHaveBeenLastCalledWith('deals/DealAnalysisPage', false);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const heading = await screen.findByRole('heading', { name: 'Deal Analysis' });
    // Inside the element the deals remote's stylesheet is scoped to; its overlays get one at the end of <body>.
    expect(heading.closest('[data-area="deals"]')).not.toBeNull();
    expect(document.querySelector('body > [data-area="deals"]')).not.toBeNull();
    expect(loader).toHaveBeenLastCalledWith('deals/DealAnalysisPage', true);
    expect(screen.queryByTestId('remote-error')).not.toBeInTheDocument();
    unmount();
    expect(document.querySelector('[data-area="deals"]')).toBeNull();
  });

  it('keeps a failing widget to its own card', async () => {
    const failing: RemoteLoader = async () => {
      throw new Error('down');
    };
    const working: RemoteLoader = async () => () => <p>Plan widget</p>;
    render(
      <>
        <RemoteLoaderContext.Provider value={failing}>
          <RemoteComponent id="deals/SavedAnalysesWidget" title="Saved Deal Analyses" variant="widget" />
        </RemoteLoaderContext.Provider>
        <RemoteLoaderContext.Provider value={working}>
          <RemoteComponent id="account/PlanWidget" title="Your plan" variant="widget" />
        </RemoteLoaderContext.Provider>
      </>,
    );
    expect(await screen.findByText('Saved Deal Analyses unavailable')).toBeInTheDocument();
    expect(screen.getByText(/The rest of your dashboard still works/)).toBeInTheDocument();
    expect(await screen.findByText('Plan widget')).toBeInTheDocument();
  });

  it('starts a widget once the page around it has painted, a page at once', async () => {
    const loader = jest.fn<RemoteLoader>(async (id) => () => <p>{`loaded ${id}`}</p>);
    render(
      <RemoteLoaderContext.Provider value={loader}>
        <h1>Dashboard</h1>
        <RemoteComponent id="account/PlanWidget" title="Your plan" variant="widget" />
        <RemoteComponent id="deals/DealAnalysisPage" title="Deal Analysis" />
      </RemoteLoaderContext.Provider>,
    );
    // The first commit shows the page with the widget's skeleton; only the page's remote was asked for.
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(loader.mock.calls.map(([id]) => id)).toEqual(['deals/DealAnalysisPage']);
    expect(await screen.findByText('loaded account/PlanWidget')).toBeInTheDocument();
    expect(loader.mock.calls.map(([id]) => id)).toEqual(['deals/DealAnalysisPage', 'account/PlanWidget']);
  });

  it('shows the panel when the remote throws while rendering', async () => {
    const Broken: ComponentType = () => {
      throw new Error('render failed');
    };
    render(
      <RemoteLoaderContext.Provider value={async () => Broken}>
        <RemoteComponent id="roleplay/RecentSessionsWidget" title="Recent Roleplay Sessions" variant="widget" />
      </RemoteLoaderContext.Provider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Recent Roleplay Sessions unavailable');
  });
});

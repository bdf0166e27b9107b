import { devRemotesManifest } from './dev-server.js';
import { exposedModule, exposedPages, REMOTES, remoteOf } from './remotes.js';
import { standalonePath } from './standalone-page.js';

test('an id names its remote and its table entry', () => {
  expect(remoteOf('roleplay/CallReviewPage')).toBe('roleplay');
  expect(exposedModule('account/PlanWidget')).toEqual({ kind: 'widget', file: './src/pages/plan-widget.tsx', title: 'Your plan' });
});

test('the pages the shell routes are every exposed page, with their paths', () => {
  const pages = exposedPages();
  expect(pages.map((page) => page.id)).toContain('deals/DealAnalysisPage');
  expect(pages.some((page) => page.id.endsWith('Widget'))).toBe(false);
  expect(pages.find((page) => page.id === 'roleplay/CallReviewPage')?.paths).toEqual([
    '/roleplay/call-review',
    '/roleplay/call-review/:id',
  ]);
});

test('the standalone page routes a page at its first path, one with a review id as an optional segment, widgets at /', () => {
  expect(standalonePath('DealHistoryPage', REMOTES.deals.exposes.DealHistoryPage)).toBe('/deal-analysis/history');
  expect(standalonePath('CallReviewPage', REMOTES.roleplay.exposes.CallReviewPage)).toBe('/roleplay/call-review/:id?');
  expect(standalonePath('OnboardingWizard', REMOTES.account.exposes.OnboardingWizard)).toBe('/onboarding-wizard');
  expect(standalonePath('PlanWidget', REMOTES.account.exposes.PlanWidget)).toBe('/');
});

test('the dev manifest points at each remote dev server unless its variable names another entry', () => {
  expect(devRemotesManifest({ REMOTE_ROLEPLAY_URL: 'http://localhost:8080/remotes/roleplay/remoteEntry.js' })).toEqual({
    deals: 'http://localhost:4001/remoteEntry.js',
    roleplay: 'http://localhost:8080/remotes/roleplay/remoteEntry.js',
    account: 'http://localhost:4003/remoteEntry.js',
  });
});

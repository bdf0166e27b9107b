// While the session loads (docs/frontend.md, First paint): a user whose stored session says onboarding is
// done sees the app at once; anyone else the app's outline.
import { screen } from '@testing-library/react';
import { renderGate, USER } from './testing/render.js';

it('shows the dashboard at once while loading when the session says onboarding is done', async () => {
  renderGate({ loading: true, user: USER, path: '/dashboard' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByTestId('session-loading')).not.toBeInTheDocument();
});

it('shows the outline, not the onboarding wizard, while loading when the session says onboarding is not done', () => {
  renderGate({ loading: true, user: { ...USER, onboardingComplete: false }, path: '/dashboard' });
  expect(screen.getByTestId('session-loading')).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
});

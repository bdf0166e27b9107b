import { screen } from '@testing-library/react';
import { renderGate } from '../testing/render.js';

describe('privacy and terms', () => {
  it('privacy: last updated October 23, 2025, with a link back to /', async () => {
    renderGate({ path: '/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: October 23, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('terms: the billing, refund, notice, cancellation, uptime and age rules', async () => {
    renderGate({ path: '/terms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    expect(screen.getByText('Last updated: October 23, 2025')).toBeInTheDocument();
    const text = document.body.textContent!;
    expect(text).toMatch(/billed in advance, monthly or annually/);
    expect(text).toMatch(/non-refundable, except where a refund is required by law/);
    expect(text).toMatch(/30 days' notice/);
    expect(text).toMatch(/takes effect at the end of the current billing\s+period/);
    expect(text).toMatch(/99\.9% uptime/);
    expect(text).toMatch(/18 years of age or older/);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

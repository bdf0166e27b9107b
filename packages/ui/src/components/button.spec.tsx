import { render, screen } from '@testing-library/react';
import { Button } from './button.js';

describe('Button', () => {
  it('renders its child with the button look when asChild', () => {
    render(
      <Button asChild variant="outline" size="lg">
        <a href="/login">Log In</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Log In' });
    expect(link).toHaveAttribute('href', '/login');
    expect(link.className).toContain('border-input');
    expect(link.className).toContain('h-10');
  });

  it('merges conflicting classes so the caller wins', () => {
    render(<Button className="h-12">Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.className).toContain('h-12');
    expect(button.className).not.toContain('h-9');
  });
});

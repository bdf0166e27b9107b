import { render, screen } from '@testing-library/react';
import { CardTitle } from './card.js';

describe('CardTitle', () => {
  it('is a div unless `as` names the heading level the page outline needs', () => {
    render(
      <>
        <CardTitle>Plain</CardTitle>
        <CardTitle as="h2">Section</CardTitle>
        <CardTitle as="h3" className="text-base">
          Subsection
        </CardTitle>
      </>,
    );
    expect(screen.getByText('Plain').tagName).toBe('DIV');
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toHaveAttribute('data-slot', 'card-title');
    expect(screen.getByRole('heading', { level: 3, name: 'Subsection' })).toHaveClass('text-base', 'font-semibold');
  });
});

import { METHODOLOGY_LIST } from '@blindspot/methodologies';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import MethodologiesPage from './methodologies-page.js';

describe('MethodologiesPage', () => {
  it('shows the four methodologies with their content, a book link and a practice link', () => {
    render(
      <MemoryRouter>
        <MethodologiesPage />
      </MemoryRouter>,
    );
    expect(METHODOLOGY_LIST).toHaveLength(4);
    for (const methodology of METHODOLOGY_LIST) {
      const card = within(screen.getByTestId(`methodology-${methodology.id}`));
      expect(card.getByText(methodology.fullName)).toBeInTheDocument();
      expect(card.getByText(methodology.overview)).toBeInTheDocument();
      expect(card.getByText(methodology.whenToUse)).toBeInTheDocument();
      for (const concept of methodology.concepts) expect(card.getByText(concept.name)).toBeInTheDocument();
      for (const question of methodology.exampleQuestions) expect(card.getByText(question)).toBeInTheDocument();
      const book = card.getByRole('link', { name: /Buy Book/ });
      expect(book).toHaveAttribute('href', methodology.bookUrl);
      expect(book).toHaveAttribute('target', '_blank');
      expect(card.getByRole('link', { name: `Start Practicing ${methodology.name}` })).toHaveAttribute(
        'href',
        `/roleplay?methodology=${methodology.id}`,
      );
    }
  });
});

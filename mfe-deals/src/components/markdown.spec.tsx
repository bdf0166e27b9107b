import { render, screen } from '@testing-library/react';
import { Markdown, parseBlocks } from './markdown.js';

describe('Markdown', () => {
  it('groups headings, lists, quotes and paragraphs', () => {
    const blocks = parseBlocks('## Title\n### Metrics: Covered\n> "quote"\n\n- one\n- two\n1. first\n2. second\nplain\nline');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'heading', 'quote', 'list', 'list', 'paragraph']);
    expect(blocks[3]).toEqual({ kind: 'list', ordered: false, items: ['one', 'two'] });
    expect(blocks[4]).toEqual({ kind: 'list', ordered: true, items: ['first', 'second'] });
  });

  it('renders bold text as elements and never as HTML', () => {
    render(<Markdown text={'**Coverage: 4 of 6 elements.** <img src=x onerror=alert(1)>'} />);
    expect(screen.getByText('Coverage: 4 of 6 elements.').tagName).toBe('STRONG');
    expect(document.querySelector('img')).toBeNull();
  });

  it('renders half-written text while a reply streams', () => {
    render(<Markdown text={'## MEDDIC analysis\n- **Econ'} />);
    expect(screen.getByRole('heading', { name: 'MEDDIC analysis' })).toBeTruthy();
    expect(screen.getByText('**Econ')).toBeTruthy();
  });

  it('nests its headings under the page: top headings at headingLevel (h3 by default), ### one below', () => {
    const { unmount } = render(<Markdown text={'# Analysis\n### Metrics'} />);
    expect(screen.getByRole('heading', { name: 'Analysis' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Metrics' }).tagName).toBe('H4');
    unmount();
    render(<Markdown text={'## Analysis\n### Metrics'} headingLevel={2} />);
    expect(screen.getByRole('heading', { name: 'Analysis' }).tagName).toBe('H2');
    expect(screen.getByRole('heading', { name: 'Metrics' }).tagName).toBe('H3');
  });
});

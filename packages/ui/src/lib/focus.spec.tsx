import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { focusHeading, pageHeading, useFocusOnChange, useFocusOnMount } from './focus.js';

function Wizard() {
  const [step, setStep] = useState(1);
  const title = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(title, step);
  return (
    <>
      <h1 ref={title}>Step {step}</h1>
      <button type="button" onClick={() => setStep((s) => s + 1)}>
        Next
      </button>
    </>
  );
}

function Later({ focus }: { focus: boolean }) {
  const title = useRef<HTMLHeadingElement>(null);
  useFocusOnMount(title, focus);
  return <h2 ref={title}>Analysis</h2>;
}

describe('focus on a change of screen', () => {
  it('focusHeading makes a heading focusable by script only and focuses it', () => {
    render(<h2>Title</h2>);
    const heading = screen.getByRole('heading');
    expect(focusHeading(heading)).toBe(true);
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveFocus();
    expect(focusHeading(null)).toBe(false);
  });

  it('useFocusOnChange leaves the first render alone and focuses the heading on every later step', () => {
    render(<Wizard />);
    expect(document.body).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(screen.getByRole('heading', { name: 'Step 2' })).toHaveFocus();
  });

  it('useFocusOnMount focuses only when asked', () => {
    const { unmount } = render(<Later focus={false} />);
    expect(document.body).toHaveFocus();
    unmount();
    render(<Later focus />);
    expect(screen.getByRole('heading', { name: 'Analysis' })).toHaveFocus();
  });

  it('pageHeading is the shown h1 in <main>, not one React keeps hidden while the next page loads', () => {
    render(
      <main>
        <div style={{ display: 'none' }}>
          <h1>Old page</h1>
        </div>
        <h1>New page</h1>
      </main>,
    );
    // jsdom has no layout: a shown element is one whose ancestors are not display: none.
    const shown = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement)
        if ((node as HTMLElement).style?.display === 'none') return false;
      return true;
    };
    const original = HTMLElement.prototype.getClientRects;
    HTMLElement.prototype.getClientRects = function (this: HTMLElement) {
      return (shown(this) ? [{}] : []) as unknown as DOMRectList;
    };
    try {
      expect(pageHeading()).toHaveTextContent('New page');
    } finally {
      HTMLElement.prototype.getClientRects = original;
    }
  });
});

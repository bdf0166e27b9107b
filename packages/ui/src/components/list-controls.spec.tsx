import { jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { FilterSelect, LoadMore, SearchField, useDebouncedSearch } from './list-controls.js';

function Search({ onCommit }: { onCommit: (value: string | undefined) => void }) {
  const [committed, setCommitted] = useState<string | undefined>('old');
  const [search, setSearch] = useDebouncedSearch(committed, (value) => {
    onCommit(value);
    setCommitted(value);
  });
  return (
    <>
      <SearchField id="s" placeholder="Deal name" value={search} onChange={setSearch} />
      <button type="button" onClick={() => setCommitted(undefined)}>
        Clear
      </button>
    </>
  );
}

describe('list controls', () => {
  it('commits the search after a pause in typing, trimmed, and follows a change made elsewhere', () => {
    jest.useFakeTimers();
    try {
      const onCommit = jest.fn();
      render(<Search onCommit={onCommit} />);
      const box = screen.getByRole('searchbox', { name: 'Search' });
      expect(box).toHaveValue('old');
      fireEvent.change(box, { target: { value: ' north' } });
      fireEvent.change(box, { target: { value: ' northwind ' } });
      act(() => jest.advanceTimersByTime(299));
      expect(onCommit).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onCommit).toHaveBeenCalledTimes(1);
      expect(onCommit).toHaveBeenCalledWith('northwind');
      fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
      expect(box).toHaveValue('');
      act(() => jest.advanceTimersByTime(1000));
      expect(onCommit).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('labels a filter and shows its "all" choice when nothing is chosen', () => {
    render(
      <FilterSelect
        id="m"
        label="Methodology"
        value={undefined}
        allLabel="All methodologies"
        options={[{ value: 'spin', label: 'SPIN Selling' }]}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Methodology' })).toHaveTextContent('All methodologies');
  });

  it('offers Load more with how many are shown, and nothing on the last page', () => {
    const onLoadMore = jest.fn();
    const { rerender, container } = render(<LoadMore hasMore loading={false} shown={20} total={45} onLoadMore={onLoadMore} />);
    expect(screen.getByText('Showing 20 of 45')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<LoadMore hasMore loading shown={20} total={45} onLoadMore={onLoadMore} />);
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    rerender(<LoadMore hasMore={false} loading={false} shown={45} total={45} onLoadMore={onLoadMore} />);
    expect(container).toBeEmptyDOMElement();
  });
});

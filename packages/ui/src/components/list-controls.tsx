// The controls of a searchable, filtered, paged list (the history pages of deals and roleplay): a search
// box that follows typing after a pause, a labelled filter select with an "all" choice, the search form with
// Clear filters, what the list says about itself (count, loading, error, empty) and Load more.

// From the shared design system by name (see controls.ts).
import { Button, Input, Label } from '@blindspot/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.js';
import { Spinner } from './spinner.js';

const ALL = 'all';
const SEARCH_DELAY_MS = 300;

/**
 * The search box's text, committed (`onCommit`, trimmed, undefined when empty) after a pause in typing;
 * the box follows `committed` when it changes elsewhere (Back, Clear filters).
 */
export function useDebouncedSearch(committed: string | undefined, onCommit: (value: string | undefined) => void) {
  const [search, setSearch] = useState(committed ?? '');
  // biome-ignore lint/correctness/useExhaustiveDependencies: typing starts the pause, not the committed value changing (the next effect follows it)
  useEffect(() => {
    if (search.trim() === (committed ?? '')) return;
    const timer = setTimeout(() => onCommit(search.trim() || undefined), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);
  useEffect(() => setSearch((current) => (current.trim() === (committed ?? '') ? current : (committed ?? ''))), [committed]);
  return [search, setSearch] as const;
}

export function SearchField({
  id,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Search</Label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** A labelled select of one filter; `undefined` is its first choice, "all". */
export function FilterSelect({
  id,
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  allLabel: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange(value: string | undefined): void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? undefined : next)}>
        <SelectTrigger id={id} aria-label={label}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The filters kept in a URL query with `key` set to `value`, or without it when `value` is empty. */
export function withFilter(current: URLSearchParams, key: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}

/** The search and filters of a list: a form with role=search, its fields, and Clear filters (while any is set). */
export function ListFilters({
  label,
  className,
  active,
  onClear,
  children,
}: {
  /** The form's name: "Search and filter analyses". */
  label: string;
  /** The grid of the fields and the button. */
  className: string;
  active: boolean;
  onClear(): void;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for the browsers supported (and jsdom); a form with role=search is the ARIA pattern
    <form role="search" aria-label={label} className={className} onSubmit={(event) => event.preventDefault()}>
      {children}
      <div className="flex items-end">
        <Button type="button" variant="ghost" onClick={onClear} disabled={!active}>
          Clear filters
        </Button>
      </div>
    </form>
  );
}

/** What a paged list needs to know of its query (TanStack Query's infinite query has it). */
export interface PagedListQuery {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): unknown;
}

/**
 * A paged list (`children`, the items shown) with what it says around it: how many there are (saved, or
 * matching while a filter is `active`), a spinner for the first page, the error, why it is empty (with Clear
 * filters, or `start`: where to make the first one), and Load more.
 */
export function PagedList({
  query,
  shown,
  total,
  active,
  nouns: [one, many],
  errorText,
  start,
  onClear,
  children,
}: {
  query: PagedListQuery;
  shown: number;
  total: number;
  active: boolean;
  /** What an item is called, one and many: ['analysis', 'analyses']. */
  nouns: readonly [string, string];
  /** Shown when the query failed. */
  errorText: string;
  start: ReactNode;
  onClear(): void;
  children: ReactNode;
}) {
  const noun = total === 1 ? one : many;
  const linkStyle = 'text-primary underline underline-offset-4 hover:decoration-2';
  return (
    <>
      <p role="status" className="text-sm text-muted-foreground" data-testid="history-count">
        {query.isSuccess && `${total} ${active ? 'matching' : 'saved'} ${noun}`}
      </p>
      {query.isPending && (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      )}
      {query.isError && <p className="text-sm">{errorText}</p>}
      {query.isSuccess && shown === 0 && (
        <p className="text-sm text-muted-foreground">
          {active ? `No ${many} match your search.` : `No saved ${many} yet.`}{' '}
          {active ? (
            <button type="button" className={linkStyle} onClick={onClear}>
              Clear filters
            </button>
          ) : (
            start
          )}
        </p>
      )}
      {children}
      <LoadMore
        hasMore={query.hasNextPage}
        loading={query.isFetchingNextPage}
        shown={shown}
        total={total}
        onLoadMore={() => void query.fetchNextPage()}
      />
    </>
  );
}

/** Load more under a paged list, with how many of how many are shown; nothing on the last page. */
export function LoadMore({
  hasMore,
  loading,
  shown,
  total,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  shown: number;
  total: number;
  onLoadMore(): void;
}) {
  if (!hasMore) return null;
  return (
    <div className="flex flex-col items-center gap-1">
      <Button variant="outline" onClick={onLoadMore} disabled={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
      <span className="text-xs text-muted-foreground">
        Showing {shown} of {total}
      </span>
    </div>
  );
}

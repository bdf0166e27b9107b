// The controls of a searchable, filtered, paged list (the history pages of deals and roleplay): a search
// box that follows typing after a pause, a labelled filter select with an "all" choice, and Load more.
import { useEffect, useState } from 'react';
import { Button } from './button.js';
import { Input } from './input.js';
import { Label } from './label.js';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select.js';

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

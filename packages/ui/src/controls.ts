// `@blindspot/ui/controls`: the design system's selects, checkboxes and list controls (search, filter,
// load more). Shared as a Module Federation singleton of its own, apart from
// `@blindspot/ui`, so the pages that use none of them (the app's frame, the dashboard) do not download
// them. Its components take what is shared (cn, the button, the portal container) from `@blindspot/ui`
// by name, so a page holds one copy of each.

export { Checkbox } from './components/checkbox.js';
export {
  FilterSelect,
  ListFilters,
  LoadMore,
  PagedList,
  type PagedListQuery,
  SearchField,
  useDebouncedSearch,
  withFilter,
} from './components/list-controls.js';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './components/select.js';
export { SelectField, type SelectFieldProps } from './components/select-field.js';

import { useState, type Dispatch, type SetStateAction } from 'react';
import { useOffsetParam } from '../../lib/url-state';
import { useListSearchParam } from '../data-table/ListSearch';

/** A searchable list's page, search and checked rows, named as SearchableListPage takes them. */
export interface ListPageState {
  offset: number;
  onOffsetChange: (offset: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
}

/** What a list route hands its page: the list's state and what can be done with its rows. */
export interface ListPageProps<Row> extends ListPageState {
  /** Why the list could not be loaded, instead of the table. */
  loadError: string | null;
  total: number;
  newHref: string;
  onOpen: (row: Row) => void;
  onDelete: (rows: Row[]) => void;
  deleting: boolean;
}

/** The page and search live in the URL; the checked rows only while the list is shown. */
export function useListPageState(): ListPageState & {
  onSelectedChange: Dispatch<SetStateAction<string[]>>;
} {
  const [offset, onOffsetChange] = useOffsetParam();
  const [search, onSearchChange] = useListSearchParam();
  const [selected, onSelectedChange] = useState<string[]>([]);
  return { offset, onOffsetChange, search, onSearchChange, selected, onSelectedChange };
}

import { useDebouncedValue } from '@mantine/hooks';
import { MSG } from '@parley/contract';
import { useEffect, useState } from 'react';
import { notify } from '../../components/feedback/notify';
import { useRetailerSearch } from './api';

/** Part 1 §9: searches wait for 500 ms of quiet. */
const SEARCH_DEBOUNCE_MS = 500;

/**
 * An administrator's Retailer select (the rule and theme editors): the server's search by name as the user types, and
 * 'No retailer found!' when a search finds none (part 2 §8).
 */
export function useRetailerPicker(enabled: boolean) {
  const [text, setText] = useState('');
  const [searchText] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useRetailerSearch(searchText, enabled);
  const { data, isPlaceholderData } = search;
  useEffect(() => {
    if (data && !isPlaceholderData && data.length === 0) notify.warning(MSG.noRetailerFound);
  }, [data, isPlaceholderData]);
  return { results: data ?? [], loading: search.isFetching, onSearchTextChange: setText };
}

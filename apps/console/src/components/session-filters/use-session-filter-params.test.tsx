import type { TSessionFilters } from '@parley/contract';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withDate } from './filter-values';
import { useSessionFilterParams } from './use-session-filter-params';

const DEFAULTS: TSessionFilters = { timeRange: '7d' };

function renderFilters(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ params: useSessionFilterParams(DEFAULTS), location: useLocation() }), {
    wrapper,
  });
}

describe('useSessionFilterParams', () => {
  it('keeps both of two changes made before the first one has rendered', () => {
    const { result } = renderFilters('/sessions?offset=40');
    const [, setFilters] = result.current.params;
    act(() => {
      setFilters((current) => withDate(current, 'startDate', '2020-01-01'));
      setFilters((current) => withDate(current, 'endDate', '2020-01-02'));
    });
    const search = new URLSearchParams(result.current.location.search);
    expect(Object.fromEntries(search)).toEqual({
      timeRange: 'custom',
      startDate: '2020-01-01',
      endDate: '2020-01-02',
    });
    expect(result.current.params[0]).toMatchObject({
      timeRange: 'custom',
      startDate: '2020-01-01',
      endDate: '2020-01-02',
    });
  });

  it('gives a change the defaults for what the URL leaves out, and takes whole filter sets', () => {
    const { result } = renderFilters('/sessions?objective=none');
    act(() => result.current.params[1]((current) => ({ ...current, summaryStatus: 'sold' })));
    expect(Object.fromEntries(new URLSearchParams(result.current.location.search))).toEqual({
      timeRange: '7d',
      objective: 'none',
      summaryStatus: 'sold',
    });
    act(() => result.current.params[1]({ objective: 'none' }));
    expect(result.current.location.search).toBe('?objective=none');
  });
});

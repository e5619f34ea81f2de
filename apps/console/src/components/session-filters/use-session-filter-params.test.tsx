import type { TSessionFilters } from '@parley/contract';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { withDate } from './filter-values';
import { useSessionFilterParams } from './use-session-filter-params';

const withWeek = (filters: TSessionFilters): TSessionFilters =>
  filters.timeRange ? filters : { ...filters, timeRange: '7d' };

function renderFilters(
  url: string,
  { withDefaults, ready = true }: { withDefaults?: typeof withWeek; ready?: boolean } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/elsewhere', url]} initialIndex={1}>
      {children}
    </MemoryRouter>
  );
  return renderHook(
    ({ isReady }) => ({
      params: useSessionFilterParams(withDefaults, isReady),
      location: useLocation(),
      action: useNavigationType(),
      navigate: useNavigate(),
    }),
    { wrapper, initialProps: { isReady: ready } },
  );
}

const searchOf = (location: { search: string }) =>
  Object.fromEntries(new URLSearchParams(location.search));

describe('useSessionFilterParams', () => {
  it('keeps both of two changes made before the first one has rendered, as one history entry', () => {
    const { result } = renderFilters('/sessions?offset=40');
    const [, setFilters] = result.current.params;
    act(() => {
      setFilters((current) => withDate(current, 'startDate', '2020-01-01'));
      setFilters((current) => withDate(current, 'endDate', '2020-01-02'));
    });
    expect(searchOf(result.current.location)).toEqual({
      timeRange: 'custom',
      startDate: '2020-01-01',
      endDate: '2020-01-02',
    });
    expect(result.current.params[0]).toMatchObject({
      timeRange: 'custom',
      startDate: '2020-01-01',
      endDate: '2020-01-02',
    });
    // Back goes to the filters before both.
    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('?offset=40');
  });

  it('pushes each change, so Back returns to the filters before it', () => {
    const { result } = renderFilters('/sessions?summaryStatus=sold');
    act(() => result.current.params[1]((current) => ({ ...current, objective: 'none' })));
    expect(result.current.action).toBe('PUSH');
    act(() => result.current.params[1]((current) => ({ ...current, rule: 'r1' })));
    expect(searchOf(result.current.location)).toEqual({
      summaryStatus: 'sold',
      objective: 'none',
      rule: 'r1',
    });
    act(() => void result.current.navigate(-1));
    expect(searchOf(result.current.location)).toEqual({
      summaryStatus: 'sold',
      objective: 'none',
    });
    expect(result.current.params[0]).toEqual({ summaryStatus: 'sold', objective: 'none' });
    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('?summaryStatus=sold');
  });

  it('writes the defaults into the URL once ready, in place of its entry', () => {
    const { result, rerender } = renderFilters('/sessions?objective=none', {
      withDefaults: withWeek,
      ready: false,
    });
    // In force at once, in the URL only once ready (the defaults may need the timezone).
    expect(result.current.params[0]).toEqual({ objective: 'none', timeRange: '7d' });
    expect(result.current.location.search).toBe('?objective=none');
    rerender({ isReady: true });
    expect(searchOf(result.current.location)).toEqual({ objective: 'none', timeRange: '7d' });
    expect(result.current.action).toBe('REPLACE');
    // Back leaves the screen rather than landing on the URL without them.
    act(() => void result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/elsewhere');
  });

  it('gives a change the defaults, keeps them after one, and takes whole filter sets', () => {
    const { result } = renderFilters('/sessions?objective=none', { withDefaults: withWeek });
    act(() => result.current.params[1]((current) => ({ ...current, summaryStatus: 'sold' })));
    expect(searchOf(result.current.location)).toEqual({
      timeRange: '7d',
      objective: 'none',
      summaryStatus: 'sold',
    });
    // Reset: back to the defaults, not to nothing.
    act(() => result.current.params[1](() => ({})));
    expect(result.current.location.search).toBe('?timeRange=7d');
    act(() => result.current.params[1]({ objective: 'none', timeRange: 'all' }));
    expect(searchOf(result.current.location)).toEqual({ objective: 'none', timeRange: 'all' });
  });

  it('leaves the defaults unwritten while the console moves to another screen', async () => {
    // The next screen's code is still loading when this one learns its defaults.
    let loaded: (screen: { Component: () => ReactNode }) => void = () => undefined;
    let becomeReady: () => void = () => undefined;
    function Screen() {
      const [ready, setReady] = useState(false);
      becomeReady = () => setReady(true);
      useSessionFilterParams(withWeek, ready);
      return null;
    }
    const router = createMemoryRouter(
      [
        { path: '/dashboard', Component: Screen },
        { path: '/next', lazy: () => new Promise((resolve) => (loaded = resolve)) },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    act(() => void router.navigate('/next'));
    expect(router.state.navigation.state).toBe('loading');
    act(() => becomeReady());
    act(() => loaded({ Component: () => <p>Next screen</p> }));
    expect(await screen.findByText('Next screen')).toBeVisible();
    // The move went on, and the defaults of the screen left behind did not follow it.
    expect(router.state.location).toMatchObject({ pathname: '/next', search: '' });
    router.dispose();
  });
});

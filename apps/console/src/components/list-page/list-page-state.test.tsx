import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListPageState } from './list-page-state';

function renderListState(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      state: useListPageState(),
      location: useLocation(),
      action: useNavigationType(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useListPageState', () => {
  it('puts each search and page in the history, so Back returns to the one before', () => {
    const { result } = renderListState('/products');
    act(() => result.current.state.onSearchChange('jumper'));
    expect(result.current.location.search).toBe('?search=jumper');
    expect(result.current.action).toBe('PUSH');
    act(() => result.current.state.onOffsetChange(20));
    expect(result.current.location.search).toBe('?search=jumper&offset=20');
    expect(result.current.state.offset).toBe(20);

    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('?search=jumper');
    expect(result.current.state).toMatchObject({ search: 'jumper', offset: 0 });
    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('');
    expect(result.current.state.search).toBe('');
  });
});

import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredChart } from './chart-size';

/** An IntersectionObserver whose entries the test hands it. */
class FakeObserver {
  static last: FakeObserver | null = null;
  constructor(readonly report: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe = vi.fn();
  disconnect = vi.fn();
  enter() {
    this.report(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = null;
});

const chart = () =>
  render(
    <MantineProvider>
      <DeferredChart height={200}>
        <p>the chart</p>
      </DeferredChart>
    </MantineProvider>,
  );

describe('DeferredChart', () => {
  it('draws the chart only once its place comes near the window', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    chart();
    expect(screen.queryByText('the chart')).not.toBeInTheDocument();
    // Not loading yet: nothing announced.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const observer = FakeObserver.last;
    expect(observer?.observe).toHaveBeenCalledTimes(1);
    act(() => observer?.enter());
    expect(screen.getByText('the chart')).toBeInTheDocument();
    expect(observer?.disconnect).toHaveBeenCalled();
  });

  it('draws it at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    chart();
    expect(screen.getByText('the chart')).toBeInTheDocument();
  });
});

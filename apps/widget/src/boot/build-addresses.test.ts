import { THEME_PREVIEW_PATH } from '@parley/contract/theme';
import { WIDGET_VERSIONED_PATH } from '@parley/contract/widget-routes';
import { describe, expect, it } from 'vitest';
import { PREVIEW_BASE, PREVIEW_PAGE, VERSIONED_BASE } from '../../vite.config';

// The build's config names the server's addresses itself: its loader cannot import the contract.
describe('the addresses the widget’s build names', () => {
  it('are those the server serves', () => {
    expect(VERSIONED_BASE).toBe(WIDGET_VERSIONED_PATH);
    expect(`${PREVIEW_BASE}${PREVIEW_PAGE}`).toBe(THEME_PREVIEW_PATH);
  });
});

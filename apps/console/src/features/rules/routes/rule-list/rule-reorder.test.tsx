import { endpoints } from '@parley/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../../../test/fake-server';
import { RETAILER_ID, retailerUser } from '../../../../../test/fixtures';
import { renderApp } from '../../../../../test/render-app';
import { FakeRules, ruleFixture, ruleListServer } from './fake-rules';
import { expectRedNotification } from './list-queries';

const server = ruleListServer(retailerUser);
let rules: FakeRules;

const ROW_HEIGHT = 50;

/**
 * jsdom lays nothing out, so every element reports a zero-sized box at 0,0. dnd-kit's keyboard
 * sensor moves between the rows' boxes: give each table row (and everything in it) a box by its
 * place in the table body, as a browser would.
 */
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const row = this.closest('tbody tr');
    const index = row ? Array.from(row.parentElement?.children ?? []).indexOf(row) : -1;
    const top = index < 0 ? 0 : 100 + index * ROW_HEIGHT;
    const height = index < 0 ? 0 : ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 800,
      height,
      right: 800,
      bottom: top + height,
      toJSON: () => ({}),
    };
  });
}

beforeEach(() => {
  rules = new FakeRules(server, [
    ruleFixture({ name: 'Summer sale', priority: 1 }),
    ruleFixture({ name: 'Cart deal', priority: 2 }),
    ruleFixture({ name: 'VIP', priority: 4 }),
  ]);
  layOutRows();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);
const priorities = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const putsTo = (index: number) =>
  server.callsTo(endpoints.rules.updateRule, { ruleId: rules.ruleset[index]?.rule_id ?? '' });

async function pickUp(name: string) {
  const view = renderApp(`/retailers/${RETAILER_ID}/rules`);
  const handle = await screen.findByRole('button', { name: `Reorder ${name}` });
  handle.focus();
  await view.user.keyboard(' ');
  return view;
}

describe('Reordering rules', () => {
  it("drops a rule onto the next by keyboard: it takes that rule's priority", async () => {
    const { user } = await pickUp('Summer sale');
    expect(await screen.findByText('Picked up Summer sale, priority 1.')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(
      await screen.findByText('Summer sale is over Cart deal, priority 2.'),
    ).toBeInTheDocument();
    await user.keyboard(' ');
    await waitFor(() => expect(putsTo(0)).toHaveLength(1));
    expect(putsTo(0)[0]?.body).toEqual({ context: 'ruleset', priority: 2 });
    expect(
      screen.getByText('Summer sale was dropped onto Cart deal and takes priority 2.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Cart deal', 'Summer sale', 'VIP']));
    expect(priorities()).toEqual(['1', '2', '4']);
  });

  it('shows the new order at once, before the server answers', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.on(endpoints.rules.updateRule, async (call, { ruleId: id }) => {
      await answered;
      return rules.patch(id, call.body as Record<string, unknown>);
    });
    const { user } = await pickUp('Summer sale');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Summer sale is over VIP, priority 4.')).toBeInTheDocument();
    await user.keyboard(' ');
    // Priorities have a gap where an archived rule keeps its place: the drop sends VIP's.
    await waitFor(() => expect(names()).toEqual(['Cart deal', 'VIP', 'Summer sale']));
    expect(priorities()).toEqual(['1', '3', '4']);
    expect(putsTo(0)[0]?.body).toEqual({ context: 'ruleset', priority: 4 });
    answer();
    await waitFor(() => expect(server.callsTo(endpoints.rules.findRules)).toHaveLength(2));
    expect(names()).toEqual(['Cart deal', 'VIP', 'Summer sale']);
  });

  it("puts the order back and shows the server's message when it refuses", async () => {
    server.on(endpoints.rules.updateRule, () =>
      json(422, { errorMessage: 'A rule cannot be moved onto an archived rule.' }),
    );
    const { user } = await pickUp('VIP');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await expectRedNotification('A rule cannot be moved onto an archived rule.');
    expect(putsTo(2)[0]?.body).toEqual({ context: 'ruleset', priority: 2 });
    await waitFor(() => expect(names()).toEqual(['Summer sale', 'Cart deal', 'VIP']));
    expect(priorities()).toEqual(['1', '2', '4']);
  });

  it('sends nothing when the drag is cancelled with Escape', async () => {
    const { user } = await pickUp('Summer sale');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(
      await screen.findByText('Reordering cancelled. Summer sale keeps priority 1.'),
    ).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    expect(names()).toEqual(['Summer sale', 'Cart deal', 'VIP']);
  });
});

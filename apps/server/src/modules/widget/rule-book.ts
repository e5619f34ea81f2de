import type { TRule } from '@parley/contract';
import type { ConversationAddon } from '@parley/engine';
import type { Executor } from '../../db/client';
import { listAlgorithmRulesFor, listServableRuleset } from '../rules';
import { findRuleAddons } from './repository';
import type { WidgetStore } from './store';

/**
 * The store's rules as the widget chooses among them, read once for each store the key cache
 * holds (see StoreCache): a start or a button display then reads no rule from the database,
 * where reading and presenting them took ten statements. A changed rule reaches the widget when
 * the store is next read, within `WIDGET_STORE_CACHE_SECONDS` like a changed plan.
 */
interface RuleBook {
  ruleset?: Promise<TRule[]>;
  algorithms?: Promise<TRule[]>;
  addons: Map<string, Promise<ConversationAddon[]>>;
}

const books = new WeakMap<WidgetStore, RuleBook>();

function bookOf(store: WidgetStore): RuleBook {
  let book = books.get(store);
  if (!book) {
    book = { addons: new Map() };
    books.set(store, book);
  }
  return book;
}

/** A read kept in the book; a failed one (the database down) is forgotten, to be tried again. */
function kept<T>(read: Promise<T>, forget: () => void): Promise<T> {
  void read.catch(forget);
  return read;
}

/**
 * The store's ruleset, first priority first, without the rules its plan lacks a feature for:
 * filtered here, with the plan the store was read with, so a turn pays nothing for it.
 */
export function rulesetOf(db: Executor, store: WidgetStore): Promise<TRule[]> {
  const book = bookOf(store);
  book.ruleset ??= kept(listServableRuleset(db, store), () => delete book.ruleset);
  return book.ruleset;
}

/** The algorithm rules that may apply to the store (global ones and its own). */
export function algorithmRulesOf(db: Executor, store: WidgetStore): Promise<TRule[]> {
  const book = bookOf(store);
  book.algorithms ??= kept(
    listAlgorithmRulesFor(db, store.retailer.id),
    () => delete book.algorithms,
  );
  return book.algorithms;
}

/** A rule's gifts with purchase, named in the language. */
export function ruleAddonsOf(
  db: Executor,
  store: WidgetStore,
  addonIds: string[],
  language: string,
): Promise<ConversationAddon[]> {
  if (addonIds.length === 0) return Promise.resolve([]);
  const { addons } = bookOf(store);
  const key = `${language}:${addonIds.join(',')}`;
  let found = addons.get(key);
  if (!found) {
    found = kept(findRuleAddons(db, store.retailer.id, addonIds, language), () =>
      addons.delete(key),
    );
    addons.set(key, found);
  }
  return found;
}

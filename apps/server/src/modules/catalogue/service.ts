import type { TCatalogueListQuery, TDeletedResponse } from '@parley/contract';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraints';
import { insertRow } from '../../db/rows';
import type { Deps } from '../../deps';
import { BusinessError, NotFoundError, orMissingOwner, orNotFound } from '../../errors';
import {
  deleteScopedRows,
  findScopedRow,
  listScopedRows,
  updateScopedRow,
  type ScopedListShape,
  type ScopedTable,
} from '../../db/scoped-rows';

/** How one kind of catalogue row is stored, saved and shown. */
export interface CatalogueEntity<
  T extends ScopedTable,
  K extends string,
  TSave,
  TOut,
> extends ScopedListShape<T> {
  /** The list response's key: `products`, `cohorts`, … */
  listKey: K;
  present(row: T['$inferSelect']): TOut;
  insertValues(save: TSave, retailerId: string): PgInsertValue<T>;
  updateValues(save: TSave): Partial<T['$inferInsert']>;
  /** The refusal when a save would break one of the table's unique indexes. */
  duplicateMessage?: string;
  /** The refusal when a delete meets a row that still uses it (rules restrict their cohorts). */
  inUseMessage?: string;
}

export type CatalogueList<K extends string, TOut> = Record<K, TOut[]> & { total: number };

type Db = Pick<Deps, 'db'>;

/** Runs the write; a refusal `violates` recognises becomes the entity's `message`, when it has one. */
async function refusingOn<R>(
  violates: (error: unknown) => boolean,
  message: string | undefined,
  write: () => Promise<R>,
): Promise<R> {
  try {
    return await write();
  } catch (error) {
    if (message && violates(error)) throw new BusinessError(message);
    throw error;
  }
}

/**
 * The generic list behaviour of part 1 §7 for one entity: list, create, read, update, delete and
 * batch delete, every query scoped to the retailer in the path.
 */
export function catalogueService<T extends ScopedTable, K extends string, TSave, TOut>(
  entity: CatalogueEntity<T, K, TSave, TOut>,
) {
  const saving = <R>(write: () => Promise<R>) =>
    refusingOn(isUniqueViolation, entity.duplicateMessage, write);
  const deleting = <R>(remove: () => Promise<R>) =>
    refusingOn(isForeignKeyViolation, entity.inUseMessage, remove);

  return {
    async listItems(
      deps: Db,
      retailerId: string,
      query: TCatalogueListQuery,
    ): Promise<CatalogueList<K, TOut>> {
      const { rows, total } = await listScopedRows(deps.db, entity, retailerId, query);
      return { [entity.listKey]: rows.map((row) => entity.present(row)), total } as CatalogueList<
        K,
        TOut
      >;
    },

    async findItem(deps: Db, retailerId: string, id: string): Promise<TOut> {
      const row = orNotFound(await findScopedRow(deps.db, entity.table, retailerId, id));
      return entity.present(row);
    },

    async createItem(deps: Db, retailerId: string, save: TSave): Promise<TOut> {
      const row = await saving(() =>
        orMissingOwner(() =>
          insertRow(deps.db, entity.table, entity.insertValues(save, retailerId)),
        ),
      );
      return entity.present(row);
    },

    async updateItem(deps: Db, retailerId: string, id: string, save: TSave): Promise<TOut> {
      const row = orNotFound(
        await saving(() =>
          updateScopedRow(deps.db, entity.table, retailerId, id, entity.updateValues(save)),
        ),
      );
      return entity.present(row);
    },

    async deleteItem(deps: Db, retailerId: string, id: string): Promise<TDeletedResponse> {
      const deleted = await deleting(() =>
        deleteScopedRows(deps.db, entity.table, retailerId, [id]),
      );
      if (deleted === 0) throw new NotFoundError();
      return { deleted };
    },

    /** All or nothing: one unknown id (or another retailer's) deletes none of them. */
    async deleteItems(deps: Db, retailerId: string, ids: string[]): Promise<TDeletedResponse> {
      const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
      return deleting(() =>
        deps.db.transaction(async (tx) => {
          const deleted = await deleteScopedRows(tx, entity.table, retailerId, unique);
          if (deleted !== unique.length) throw new NotFoundError();
          return { deleted };
        }),
      );
    },
  };
}

export type CatalogueService<K extends string, TSave, TOut> = ReturnType<
  typeof catalogueService<ScopedTable, K, TSave, TOut>
>;

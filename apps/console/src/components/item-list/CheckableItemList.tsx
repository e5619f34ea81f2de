import { ListToolbar } from '../list-toolbar/ListToolbar';
import { ItemTable, type ItemTableProps } from './ItemTable';

export interface CheckableItemListProps<Row> extends Omit<
  ItemTableProps<Row>,
  'selection' | 'onDelete'
> {
  title: string;
  newHref: string;
  /** 'New Theme'. */
  newLabel: string;
  selected: string[];
  onSelectedChange: (ids: string[]) => void;
  /** Deletes one row (its menu) or the checked ones (Delete selected). */
  onDelete: (rows: Row[]) => void;
  deleting: boolean;
}

/** A list page whose rows can be checked: Delete selected and New in the header, then the table. */
export function CheckableItemList<Row>({
  title,
  newHref,
  newLabel,
  selected,
  onSelectedChange,
  onDelete,
  deleting,
  ...table
}: CheckableItemListProps<Row>) {
  const chosen = (table.rows ?? []).filter((row) => selected.includes(table.rowKey(row)));
  const toolbar = { title, newHref, newLabel, chosen, deleting, onDelete };
  return (
    <>
      <ListToolbar {...toolbar} />
      <ItemTable
        {...table}
        selection={{ selected, onChange: onSelectedChange }}
        onDelete={(row) => onDelete([row])}
      />
    </>
  );
}

import { ActionIcon, Group, Table, Text } from '@mantine/core';
import type { TRule } from '@parley/contract';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SCREEN_READER_INSTRUCTIONS, ruleAnnouncements } from './announcements';
import {
  DataTable,
  type Column,
  type DataTableProps,
  type DataTableRowProps,
} from '../../../../components/data-table/DataTable';

/** The drag handle of the row it is rendered in, named for screen readers. */
const HandleContext = createContext<((label: string) => ReactNode) | null>(null);

function SortableRow({ rowKey, children, style, ...props }: DataTableRowProps) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: rowKey });
  const handle = (label: string) => (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      style={{ cursor: 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
      aria-label={label}
    >
      <IconGripVertical size={16} aria-hidden />
    </ActionIcon>
  );
  return (
    <HandleContext.Provider value={handle}>
      <Table.Tr
        ref={setNodeRef}
        {...props}
        style={{
          ...style,
          transform: CSS.Translate.toString(transform),
          transition,
          position: 'relative',
          zIndex: isDragging ? 1 : undefined,
          opacity: isDragging ? 0.85 : undefined,
        }}
      >
        {children}
      </Table.Tr>
    </HandleContext.Provider>
  );
}

function DragHandle({ label }: { label: string }) {
  return useContext(HandleContext)?.(label) ?? null;
}

/** Stands in for a list still loading, the same one every time (announcements memoise on it). */
const NO_RULES: TRule[] = [];

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

export interface SortableRuleTableProps extends Pick<
  DataTableProps<TRule>,
  'selection' | 'rowActions'
> {
  rules: TRule[] | undefined;
  /** The columns after the priority, which the table adds with its drag handle. */
  columns: Column<TRule>[];
  emptyMessage: ReactNode;
  /** Dropping a rule onto another; null where rules are not reordered (the archive). */
  onDrop: ((droppedId: string, ontoId: string) => void) | null;
}

/**
 * The rules in priority order. Each row has a drag handle (mouse, touch or keyboard, with
 * spoken instructions and announcements); dropping a rule onto another reports the two ids.
 */
export function SortableRuleTable({ rules, columns, onDrop, ...table }: SortableRuleTableProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const announcements = useMemo(() => ruleAnnouncements(rules ?? NO_RULES), [rules]);
  const priorityColumn: Column<TRule> = {
    key: 'priority',
    header: 'Priority',
    width: 100,
    cell: (rule) => (
      <Group gap={4} wrap="nowrap">
        {onDrop ? <DragHandle label={`Reorder ${rule.name}`} /> : null}
        <Text size="sm">{rule.priority}</Text>
      </Group>
    ),
  };
  const dataTable = (
    <DataTable<TRule>
      {...table}
      rows={rules}
      columns={[priorityColumn, ...columns]}
      rowKey={(rule) => rule.rule_id}
      rowLabel={(rule) => rule.name}
      rowComponent={onDrop ? SortableRow : undefined}
    />
  );
  if (!onDrop) return dataTable;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onDrop(String(active.id), String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: SCREEN_READER_INSTRUCTIONS,
      }}
    >
      <SortableContext
        items={(rules ?? []).map((rule) => rule.rule_id)}
        strategy={verticalListSortingStrategy}
      >
        {dataTable}
      </SortableContext>
    </DndContext>
  );
}

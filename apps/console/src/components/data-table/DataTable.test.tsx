import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './DataTable';

interface Row {
  id: string;
  name: string;
}
const ROWS: Row[] = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Bravo' },
];

function Harness(props: Partial<DataTableProps<Row>> & { onSelect?: (keys: string[]) => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <MantineProvider env="test">
      <DataTable<Row>
        rows={ROWS}
        columns={[{ key: 'name', header: 'Name', cell: (row) => row.name }]}
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        emptyMessage="Nothing here yet"
        selection={{
          selected,
          onChange: (keys) => {
            setSelected(keys);
            props.onSelect?.(keys);
          },
        }}
        {...props}
      />
    </MantineProvider>
  );
}

describe('DataTable', () => {
  it('shows the empty message when there are no rows', () => {
    render(<Harness rows={[]} />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('selects rows one by one and all at once, without opening them', async () => {
    const onSelect = vi.fn();
    const onRowClick = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSelect={onSelect} onRowClick={onRowClick} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Bravo' }));
    expect(onSelect).toHaveBeenLastCalledWith(['b']);
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onSelect).toHaveBeenLastCalledWith(['a', 'b']);
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(onSelect).toHaveBeenLastCalledWith([]);
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('opens a row on click and runs row actions without opening it', async () => {
    const onRowClick = vi.fn();
    const onEdit = vi.fn<(id: string) => void>();
    const user = userEvent.setup();
    render(
      <Harness
        onRowClick={onRowClick}
        rowActions={(row) => [{ label: 'Edit', onClick: () => onEdit(row.id) }]}
      />,
    );
    await user.click(screen.getByText('Alpha'));
    expect(onRowClick).toHaveBeenCalledWith(ROWS[0]);
    await user.click(screen.getByRole('button', { name: 'Actions for Bravo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith('b');
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });

  it('pages by offset when the list is longer than a page', async () => {
    const onOffsetChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness paging={{ offset: 0, total: 45, onOffsetChange }} />);
    const pager = screen.getByText('1-2 of 45').parentElement!;
    await user.click(within(pager).getByRole('button', { name: '2' }));
    expect(onOffsetChange).toHaveBeenCalledWith(20);
  });
});

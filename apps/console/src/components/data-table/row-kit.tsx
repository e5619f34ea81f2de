import { Anchor } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RowAction } from './RowMenu';

/** Keeps a click on something inside a row from also opening the row. */
export const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** The red Delete that ends every list's row menu. */
export const deleteAction = (onClick: () => void): RowAction => ({
  label: 'Delete',
  icon: <IconTrash size={16} />,
  color: 'red',
  onClick,
});

/**
 * A row's name (or, `mono`, its id in small monospace) as a link to its item; following it does
 * not also count as a click on the row.
 */
export function RowLink({
  to,
  mono = false,
  children,
}: {
  to: string;
  mono?: boolean;
  children: ReactNode;
}) {
  return (
    <Anchor
      component={Link}
      to={to}
      onClick={stopRowClick}
      {...(mono ? { ff: 'monospace', size: 'sm' } : {})}
    >
      {children}
    </Anchor>
  );
}

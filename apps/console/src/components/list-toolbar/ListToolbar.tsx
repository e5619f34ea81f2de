import { Button, Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../PageHeader';

/**
 * A list page's title with its buttons: Delete selected (off until rows are checked) and the link
 * to a new item.
 */
export function ListToolbar<Row>({
  title,
  newHref,
  newLabel,
  chosen,
  deleting,
  onDelete,
}: {
  title: string;
  newHref: string;
  /** 'New Magic Link'. */
  newLabel: string;
  /** The checked rows, which Delete selected deletes. */
  chosen: Row[];
  deleting: boolean;
  onDelete: (rows: Row[]) => void;
}) {
  return (
    <PageHeader
      title={title}
      actions={
        <Group>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={chosen.length === 0}
            loading={deleting}
            onClick={() => onDelete(chosen)}
          >
            Delete selected
          </Button>
          <Button component={Link} to={newHref} leftSection={<IconPlus size={16} />}>
            {newLabel}
          </Button>
        </Group>
      }
    />
  );
}

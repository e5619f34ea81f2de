import { Text } from '@mantine/core';
import { MSG, type TTheme } from '@parley/contract';
import { IconCopy, IconPalette } from '@tabler/icons-react';
import type { Column } from '../../../../components/data-table/DataTable';
import { RowLink } from '../../../../components/data-table/row-kit';
import { CheckableItemList } from '../../../../components/item-list/CheckableItemList';
import { THEME_ITEM } from '../../links';
import { themeLabel } from '../../theme-label';

export const THEMES_TITLE = 'Themes';
/** A clone not yet saved from the editor applies to no store. */
export const NOT_ASSIGNED = 'Not assigned';

export interface ThemeListPageProps {
  themes: TTheme[] | undefined;
  loadError: string | null;
  selected: string[];
  deleting: boolean;
  newHref: string;
  editHref: (theme: TTheme) => string;
  onSelectedChange: (ids: string[]) => void;
  onOpen: (theme: TTheme) => void;
  onClone: (theme: TTheme) => void;
  onConfigure: (theme: TTheme) => void;
  onDelete: (themes: TTheme[]) => void;
}

/**
 * Themes (part 2 §2): the theme's name with its language, the retailer it is assigned to, a row
 * menu (Edit, Clone, Theme configurator, Delete) and checkable rows for Delete selected.
 */
export function ThemeListPage({
  themes,
  newHref,
  editHref,
  onClone,
  onConfigure,
  ...list
}: ThemeListPageProps) {
  const columns: Column<TTheme>[] = [
    {
      key: 'name',
      header: 'Theme',
      cell: (theme) => <RowLink to={editHref(theme)}>{themeLabel(theme)}</RowLink>,
    },
    {
      key: 'retailer',
      header: 'Retailer',
      cell: (theme) =>
        theme.assigned ? (
          (theme.retailer_name ?? MSG.allRetailers)
        ) : (
          <Text span c="dimmed" fs="italic" size="sm">
            {NOT_ASSIGNED}
          </Text>
        ),
    },
  ];
  return (
    <CheckableItemList
      {...list}
      title={THEMES_TITLE}
      newHref={newHref}
      newLabel={`New ${THEME_ITEM}`}
      rows={themes}
      columns={columns}
      rowKey={(theme) => theme.theme_id}
      rowLabel={themeLabel}
      emptyMessage={MSG.noThemes}
      moreActions={(theme) => [
        { label: 'Clone', icon: <IconCopy size={16} />, onClick: () => onClone(theme) },
        {
          label: 'Theme configurator',
          icon: <IconPalette size={16} />,
          onClick: () => onConfigure(theme),
        },
      ]}
    />
  );
}

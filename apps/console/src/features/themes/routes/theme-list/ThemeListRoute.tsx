import { MSG, type TTheme } from '@parley/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { deleteSelected } from '../../../../components/list-page/delete-selected';
import { notify } from '../../../../components/feedback/notify';
import { refusalMessage } from '../../../../lib/api-error';
import { useUrlParam } from '../../../../lib/url-state';
import { useCloneTheme, useDeleteThemes, useThemeConfigurator, useThemes } from '../../api';
import { ConfiguratorModal } from '../../components/ConfiguratorModal';
import { THEME_ITEM, themesLinks } from '../../links';
import { ThemeListPage } from './ThemeListPage';

/**
 * /admin/themes (part 2 §2, §7): Clone says 'Theme cloned' and reloads the list; Delete asks
 * first; the theme configurator opens in a dialog (?configurator={themeId}) framing the handoff.
 */
export default function ThemeListRoute() {
  const navigate = useNavigate();
  const list = useThemes();
  const clone = useCloneTheme();
  const remove = useDeleteThemes();
  const [selected, setSelected] = useState<string[]>([]);
  const [configuring, setConfiguring] = useUrlParam('configurator');
  const configurator = useThemeConfigurator(
    configuring ? { themeId: configuring, retailerId: null } : null,
  );

  const onDelete = (themes: TTheme[]) => {
    const ids = themes.map((theme) => theme.theme_id);
    deleteSelected({
      item: 'theme',
      ids,
      remove: (handlers) => remove.mutate(ids, handlers),
      onDeleted: () => notify.deleted(THEME_ITEM),
      setSelected,
    });
  };

  const onClone = (theme: TTheme) =>
    clone.mutate(theme.theme_id, {
      onSuccess: () => notify.success(MSG.themeCloned),
      onError: (error) => notify.failure(error),
    });

  return (
    <>
      <ThemeListPage
        themes={list.data}
        loadError={list.isError ? refusalMessage(list.error) : null}
        selected={selected}
        deleting={remove.isPending}
        newHref={themesLinks.new()}
        editHref={(theme) => themesLinks.edit({ themeId: theme.theme_id })}
        onSelectedChange={setSelected}
        onOpen={(theme) => void navigate(themesLinks.edit({ themeId: theme.theme_id }))}
        onClone={onClone}
        onConfigure={(theme) => setConfiguring(theme.theme_id)}
        onDelete={onDelete}
      />
      <ConfiguratorModal
        opened={configuring !== ''}
        url={configurator.data?.url ?? null}
        error={configurator.isError ? refusalMessage(configurator.error) : null}
        onClose={() => setConfiguring('')}
      />
    </>
  );
}

import { MSG, THEME_LOGO_HEIGHT, THEME_LOGO_MAX_WIDTH } from '@parley/contract';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../../components/feedback/notify';
import { useUploadImage } from '../../../../components/image-upload/api';
import {
  ImageFileError,
  checkImageFile,
  readImageSize,
} from '../../../../components/image-upload/image-file';
import { unloadedItem } from '../../../../components/PageNotice';
import { useUrlParam } from '../../../../lib/url-state';
import { useRetailerPicker } from '../../../retailers';
import { useSaveTheme, useTheme } from '../../api';
import { THEME_ITEM, themesLinks } from '../../links';
import { FIRST_TAB, newThemeForm, themeToForm, type ThemeSaveBody } from '../../theme-form';
import { ThemeEditorPage } from './ThemeEditorPage';

const NEW_TITLE = `New ${THEME_ITEM}`;

/** /admin/themes/new and /admin/themes/{id}: the tab (?tab=…) and the style guide in the URL. */
export default function ThemeEditorRoute() {
  const { itemId } = useParams();
  return <ThemeEditor key={itemId ?? 'new'} themeId={itemId ?? null} />;
}

function ThemeEditor({ themeId }: { themeId: string | null }) {
  const navigate = useNavigate();
  const theme = useTheme(themeId);
  const save = useSaveTheme();
  const upload = useUploadImage(null, 'theme_logo');
  const retailers = useRetailerPicker(true);
  const [tab, setTab] = useUrlParam('tab', FIRST_TAB);
  const [guide, setGuide] = useUrlParam('guide');

  const unloaded = unloadedItem(themeId, theme, {
    title: THEME_ITEM,
    backHref: themesLinks.list(),
    backLabel: 'Back to Themes',
  });
  if (unloaded) return unloaded;

  // The logo is refused before it is sent when it is not the size the widget shows (part 2 §9).
  const uploadLogo = async (file: File) => {
    checkImageFile(file, 'theme_logo');
    const { width, height } = await readImageSize(file);
    if (height !== THEME_LOGO_HEIGHT || width > THEME_LOGO_MAX_WIDTH) {
      throw new ImageFileError(MSG.themeLogoSize(THEME_LOGO_HEIGHT, THEME_LOGO_MAX_WIDTH));
    }
    return upload.mutateAsync(file);
  };

  const onSave = async (body: ThemeSaveBody) => {
    await save.mutateAsync({ themeId, body });
    if (themeId === null) notify.created(THEME_ITEM);
    else notify.saved(THEME_ITEM);
    void navigate(themesLinks.list());
  };

  const loaded = theme.data;
  return (
    <ThemeEditorPage
      title={loaded?.name ?? NEW_TITLE}
      initial={loaded ? themeToForm(loaded) : newThemeForm()}
      unassigned={loaded ? !loaded.assigned : false}
      tab={tab}
      onTabChange={setTab}
      guideOpen={guide === 'open'}
      onGuideChange={(open) => setGuide(open ? 'open' : '')}
      saving={save.isPending}
      retailers={{
        ...retailers,
        initial:
          loaded?.retailer_id && loaded.retailer_name
            ? { retailer_id: loaded.retailer_id, name: loaded.retailer_name }
            : null,
      }}
      uploadLogo={uploadLogo}
      onSave={onSave}
      onCancel={() => void navigate(themesLinks.list())}
    />
  );
}

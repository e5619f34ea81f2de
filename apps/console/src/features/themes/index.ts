export { themesLinks } from './links';
export { themeKeys, useEffectiveTheme, useThemeConfigurator, useThemes } from './api';
export { themeLabel } from './theme-label';
export { ConfiguratorModal } from './components/ConfiguratorModal';
export { ThemePreviewFrame } from './components/ThemePreviewFrame';

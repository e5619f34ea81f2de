export { themesLinks } from './links';
export { themeKeys, useEffectiveTheme, useThemeConfigurator } from './api';
export { ConfiguratorModal } from './components/ConfiguratorModal';
export { ThemePreviewFrame } from './components/ThemePreviewFrame';

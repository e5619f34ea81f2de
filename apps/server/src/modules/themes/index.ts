export {
  findStoreThemes,
  findThemesByIds,
  presentWidgetTheme,
  themeForStore,
  type StoreTheme,
} from './applied';
export { themeConfiguratorPages } from './configurator';
export { mergeTheme, themeConfigurationOf } from './merge';
export { themeRoutes } from './routes';

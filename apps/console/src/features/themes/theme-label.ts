import { DEFAULT_CHAT_LANGUAGE, type TTheme } from '@parley/contract';

/** 'Summer (fr)': the language code in brackets when it is not the default en-GB. */
export const themeLabel = (theme: Pick<TTheme, 'name' | 'language_code'>) =>
  theme.language_code === DEFAULT_CHAT_LANGUAGE
    ? theme.name
    : `${theme.name} (${theme.language_code})`;

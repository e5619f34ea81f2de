import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { TEXT, type WidgetText } from './strings';

/** The widget's words in the chat's language, provided by each widget root (English by default). */
export const TextContext = createContext<WidgetText>(TEXT);

export const useText = (): WidgetText => useContext(TextContext);

import { javascript } from '@codemirror/lang-javascript';
import CodeMirror, { EditorView } from '@uiw/react-codemirror';
import { useMemo } from 'react';
import type { TextValueProps } from '../../../components/form/text-value';

/** Tab size 2 (part 1 §2 Store integration). */
const TAB_SIZE = 2;
const language = javascript();

/** The theme JavaScript editor. Its own chunk: the Store integration screen loads it lazily. */
export default function CodeEditor({ value, onChange, label }: TextValueProps) {
  // The name goes on CodeMirror's own textbox (its content element), which screen readers focus.
  const extensions = useMemo(
    () => [language, EditorView.contentAttributes.of({ 'aria-label': label })],
    [label],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      basicSetup={{ tabSize: TAB_SIZE }}
      indentWithTab
      minHeight="360px"
    />
  );
}

import { javascript } from '@codemirror/lang-javascript';
import CodeMirror from '@uiw/react-codemirror';
import type { TextValueProps } from '../../../components/form/text-value';

/** Tab size 2 (part 1 §2 Store integration). */
const TAB_SIZE = 2;
const extensions = [javascript()];

/** The theme JavaScript editor. Its own chunk: the Store integration screen loads it lazily. */
export default function CodeEditor({ value, onChange, label }: TextValueProps) {
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      extensions={extensions}
      basicSetup={{ tabSize: TAB_SIZE }}
      indentWithTab
      minHeight="360px"
      aria-label={label}
    />
  );
}

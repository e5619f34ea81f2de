/** A labelled input whose text is kept outside it, and told of every new one. */
export interface TextValueProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

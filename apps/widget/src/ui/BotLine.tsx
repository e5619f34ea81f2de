import { parseBotText } from '../chat/bot-text';

/** One bot line: its text as text nodes, its <label|url> links as anchors to a new tab. */
export function BotLine({ line }: { line: string }) {
  return (
    <>
      {parseBotText(line).map((part, index) =>
        'href' in part ? (
          <a key={index} href={part.href} target="_blank" rel="noopener">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

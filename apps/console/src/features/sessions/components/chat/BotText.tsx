import { Anchor } from '@mantine/core';
import { parseBotText } from './bot-text';

/** One bot line: text nodes, and its <label|url> links as anchors opening in a new tab. */
export function BotText({ line }: { line: string }) {
  return (
    <>
      {parseBotText(line).map((part, index) =>
        'href' in part ? (
          <Anchor
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            // The message itself may be clickable (tagging): following a link is not tagging.
            onClick={(event) => event.stopPropagation()}
          >
            {part.text}
          </Anchor>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

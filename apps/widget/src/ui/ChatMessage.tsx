import type { TChatMessage, TUserReaction } from '@parley/contract';
import { REACTION_EMOJI } from '@parley/contract/reactions';
import { BotLine } from './BotLine';
import { Celebration } from './Celebration';
import { Expression } from './Expression';
import { GiftCard } from './GiftCard';
import { Reactions } from './Reactions';
import { useText } from './text-context';

interface ChatMessageProps {
  message: TChatMessage;
  live: boolean;
  reducedMotion: boolean;
  assetOrigin: string;
  onReact: (messageId: string, reaction: TUserReaction | null) => void;
}

/**
 * One exchange: the shopper's bubble (with the bot's reaction to it), the bot's face, the
 * celebration of a deal, the bot's lines (styled as a misunderstanding when the bot did not
 * understand), the card of a gift the reply offers and the shopper's reaction buttons. Every text is a text node.
 */
export function ChatMessage({
  message,
  live,
  reducedMotion,
  assetOrigin,
  onReact,
}: ChatMessageProps) {
  const words = useText();
  const { expression, meta } = message;
  const botReaction = meta.bot_reaction ?? null;
  const misunderstood =
    Boolean(meta.understanding_issues?.length) || meta.understandingFailed === true;
  return (
    <div class="pw-exchange">
      {message.user_message && (
        <p class="pw-bubble pw-user">
          <span class="pw-sr">{words.you}: </span>
          {message.user_message}
          {botReaction && (
            <span
              class="pw-bot-reaction"
              role="img"
              aria-label={`${words.botReaction}: ${botReaction}`}
            >
              {REACTION_EMOJI[botReaction]}
            </span>
          )}
        </p>
      )}
      {expression && (
        <Expression
          expression={expression}
          animate={live}
          reducedMotion={reducedMotion}
          assetOrigin={assetOrigin}
        />
      )}
      {expression && (
        <Celebration
          percentage={expression.percentage}
          dealPrice={expression.dealPrice}
          reducedMotion={reducedMotion}
        />
      )}
      {message.messages.length > 0 && (
        <div class={misunderstood ? 'pw-bot pw-misunderstood' : 'pw-bot'}>
          {message.messages.map((line, index) => (
            <p key={index} class="pw-bubble pw-bot-line">
              {index === 0 && <span class="pw-sr">{words.assistant}: </span>}
              <BotLine line={line} />
            </p>
          ))}
          {meta.gift && <GiftCard gift={meta.gift} assetOrigin={assetOrigin} />}
          <Reactions
            current={meta.user_reaction ?? null}
            onReact={(reaction) => onReact(message.message_id, reaction)}
          />
        </div>
      )}
    </div>
  );
}

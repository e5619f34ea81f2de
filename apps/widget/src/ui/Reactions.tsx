import type { TUserReaction } from '@parley/contract';
import { REACTION_EMOJI } from '@parley/contract/reactions';
import { useText } from './text-context';

const USER_REACTIONS: readonly TUserReaction[] = ['heart', 'thinking', 'sad', 'angry'];

interface ReactionsProps {
  current: TUserReaction | null;
  onReact: (reaction: TUserReaction | null) => void;
}

/** The shopper's reaction to a bot reply: toggle buttons; pressing the chosen one removes it. */
export function Reactions({ current, onReact }: ReactionsProps) {
  const words = useText();
  return (
    <div class="pw-reactions" role="group" aria-label={words.reactionsLabel}>
      {USER_REACTIONS.map((reaction) => (
        <button
          key={reaction}
          type="button"
          aria-label={words.reactions[reaction]}
          aria-pressed={current === reaction}
          onClick={() => onReact(current === reaction ? null : reaction)}
        >
          <span aria-hidden="true">{REACTION_EMOJI[reaction]}</span>
        </button>
      ))}
    </div>
  );
}

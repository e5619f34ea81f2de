import { useText } from './text-context';

const CONFETTI_COLOURS = ['#1976D2', '#FFB300', '#43A047', '#E53935', '#8E24AA', '#00ACC1'];
const CONFETTI = Array.from({ length: 14 }, (_, index) => ({
  left: `${(index * 37) % 100}%`,
  background: CONFETTI_COLOURS[index % CONFETTI_COLOURS.length],
  animationDelay: `${(index % 5) * 0.12}s`,
}));

interface CelebrationProps {
  percentage?: string | undefined;
  dealPrice?: string | undefined;
  reducedMotion: boolean;
}

/** The deal celebration of part 1: 'You got a {percentage} discount!' / 'You got a deal at {dealPrice} !'. */
export function Celebration({ percentage, dealPrice, reducedMotion }: CelebrationProps) {
  const words = useText();
  if (!percentage && !dealPrice) return null;
  return (
    <div class="pw-celebration" role="status">
      {!reducedMotion && (
        <div class="pw-confetti" aria-hidden="true">
          {CONFETTI.map((style, index) => (
            <i key={index} style={style} />
          ))}
        </div>
      )}
      {percentage && <p>{words.celebrationDiscount(percentage)}</p>}
      {dealPrice && <p>{words.celebrationDeal(dealPrice)}</p>}
    </div>
  );
}

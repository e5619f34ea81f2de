import { DEFAULT_CHAT_LANGUAGE, type TChatLanguage } from '@parley/contract';

/** An assigned theme that may apply to a store: its own, or one of all retailers (null). */
export interface Candidate {
  retailerId: string | null;
  languageCode: TChatLanguage;
}

/**
 * The theme that applies to the retailer in the language (part 2 §3 Theme): the retailer's own
 * in the language, else its en-GB theme, else the all-retailers theme in the language, else the
 * all-retailers en-GB theme; null when none does (the defaults apply). `candidates` are assigned
 * themes only; a null retailer (all retailers) takes the all-retailers themes alone.
 */
export function applicableTheme<T extends Candidate>(
  candidates: readonly T[],
  retailerId: string | null,
  language: TChatLanguage,
): T | null {
  const order: [string | null, TChatLanguage][] = [
    [retailerId, language],
    [retailerId, DEFAULT_CHAT_LANGUAGE],
    [null, language],
    [null, DEFAULT_CHAT_LANGUAGE],
  ];
  for (const [owner, code] of order) {
    const found = candidates.find(
      (theme) => theme.retailerId === owner && theme.languageCode === code,
    );
    if (found) return found;
  }
  return null;
}

import { BRAND_STATEMENTS_MAX, REASON_TEXT_MAX_LENGTH } from '@parley/contract';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config';
import { isUsableSuggestion, plainText } from './generate';

/*
 * The optional second source of brand statement suggestions: an OpenAI-compatible chat
 * completions API (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). Its lines pass the same checks as the
 * extractive suggestions, except that they need not be sentences of the content. Any failure
 * (refusal, time-out, an answer in another shape, nothing usable) answers null, and the caller
 * keeps the extractive suggestions.
 */

export type LlmSettings = NonNullable<Config['llm']>;

/** How long the API may take before the extractive suggestions are answered instead. */
export const LLM_TIMEOUT_MS = 5000;

const ZChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const INSTRUCTIONS = [
  `You write brand statements for an online store: up to ${BRAND_STATEMENTS_MAX} short, factual`,
  'claims about the brand, drawn only from the text the user gives (where things are made, how,',
  'since when, by whom, what they are made of). One statement per line, at most',
  `${REASON_TEXT_MAX_LENGTH} characters each, no numbering, no questions, no emoji, no offers or`,
  'discounts, and nothing the text does not say.',
].join(' ');

/** A line of the answer as a statement: plain text, then list markers and quotes off. */
function statementOf(line: string): string {
  return plainText(line, false)
    .replace(/^(?:[-*•–]|\d{1,2}[.)])\s*/u, '')
    .replace(/^["“'‘](.*)["”'’]$/u, '$1')
    .trim();
}

/** The usable statements of an answer, each once, at most BRAND_STATEMENTS_MAX. */
export function statementsOfAnswer(answer: string): string[] {
  const statements: string[] = [];
  for (const line of answer.split(/\r?\n/)) {
    const statement = statementOf(line);
    if (!isUsableSuggestion(statement) || statements.includes(statement)) continue;
    statements.push(statement);
  }
  return statements.slice(0, BRAND_STATEMENTS_MAX);
}

export interface LlmRequest {
  brandName: string;
  /** The cleaned content: plain text, in lines. */
  content: string;
}

/** The API's suggestions; null when it fails, is slow or suggests nothing usable. */
export async function suggestWithLlm(
  settings: LlmSettings,
  request: LlmRequest,
  log: Pick<Logger, 'warn'>,
  timeoutMs = LLM_TIMEOUT_MS,
): Promise<string[] | null> {
  try {
    const response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.apiKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          { role: 'user', content: `Brand: ${request.brandName}\n\n${request.content}` },
        ],
      }),
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      log.warn({ status: response.status }, 'brand statement suggestions: the LLM refused');
      return null;
    }
    const answer = ZChatCompletion.safeParse(await response.json());
    if (!answer.success) {
      log.warn('brand statement suggestions: the LLM answered in another shape');
      return null;
    }
    const statements = statementsOfAnswer(answer.data.choices[0]?.message.content ?? '');
    return statements.length > 0 ? statements : null;
  } catch (error) {
    log.warn({ err: error }, 'brand statement suggestions: the LLM could not be reached');
    return null;
  }
}

import { MSG, type TGenerateReasonsRequest, type TGenerateReasonsResponse } from '@parley/contract';
import type { Deps } from '../../deps';
import { BusinessError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../errors';
import type { Principal } from '../../lib/jwt';
import { cleanContent, plainText, suggestStatements } from './generate';
import { suggestWithLlm } from './llm';
import { findRetailerFeatures } from './repository';

type SuggestDeps = Pick<Deps, 'db' | 'config' | 'log' | 'limits' | 'clock'>;

/**
 * Suggestions one user may ask for a minute: enough to try a few texts, few enough that an
 * LLM endpoint the store pays for cannot be run up by a script.
 */
export const GENERATIONS_PER_MINUTE = 10;

/**
 * Who may ask for suggestions: administrators always (a retailer they name must exist); a
 * retailer user for their own store only, and only with the `reasons_generation` feature.
 */
async function checkGeneration(deps: SuggestDeps, principal: Principal, retailerId?: string) {
  const named = retailerId?.toLowerCase();
  if (principal.isAdmin) {
    if (named && !(await findRetailerFeatures(deps.db, named))) throw new NotFoundError();
    return;
  }
  if (named && named !== principal.retailerId) throw new NotFoundError();
  const features = principal.retailerId
    ? await findRetailerFeatures(deps.db, principal.retailerId)
    : null;
  if (!features?.includes('reasons_generation')) {
    throw new ForbiddenError(MSG.reasonsGenerationNotEnabled);
  }
}

/**
 * POST /reasons/generate: the LLM's suggestions when one is set and answers in time with usable
 * lines, else the sentences of the retailer's own text that make the strongest claims.
 */
export async function generateReasons(
  deps: SuggestDeps,
  principal: Principal,
  request: TGenerateReasonsRequest,
): Promise<TGenerateReasonsResponse> {
  await checkGeneration(deps, principal, request.retailer_id);
  const taken = await deps.limits.take(
    [{ bucket: 'reasons-generate', id: principal.userId, perMinute: GENERATIONS_PER_MINUTE }],
    deps.clock.now().getTime(),
  );
  if (!taken.ok) throw new TooManyRequestsError(taken.retryAfterSeconds);
  const content = cleanContent(request.content);
  if (content === '') throw new BusinessError(MSG.reasonsGenerationEmpty);
  const fromLlm = deps.config.llm
    ? await suggestWithLlm(
        deps.config.llm,
        { brandName: plainText(request.brand_name, false), content },
        deps.log,
      )
    : null;
  const reasons = fromLlm ?? suggestStatements(request.brand_name, request.content);
  if (reasons.length === 0) throw new BusinessError(MSG.reasonsGenerationEmpty);
  return { reasons };
}

import type { z } from 'zod';
import { MSG, type TRetailer, type ZRetailerSettingsRequest } from '@parley/contract';
import { ForbiddenError, orNotFound } from '../../errors';
import { checkLinkableImage } from '../images';
import { saveBrandStatements } from '../reasons';
import { findRetailerRow, updateRetailerRow } from './repository';
import { findRetailer, type RetailerDeps } from './service';

type SettingsSave = z.output<typeof ZRetailerSettingsRequest>;

/**
 * PUT /retailers/{id}/settings, Store Settings' save (part 2 §5): name, notification e-mail,
 * terms (off clears the URL), the recovery e-mails' banner and, only when `reasons` is sent, the
 * brand statements, which need the `reasons_editing` feature. One transaction: a refusal (403,
 * 404 for another retailer's image or reason, 422) changes nothing.
 */
export async function updateRetailerSettings(
  deps: RetailerDeps,
  retailerId: string,
  save: SettingsSave,
): Promise<TRetailer> {
  const current = orNotFound(await findRetailerRow(deps.db, retailerId));
  const id = current.retailer.id;
  if (save.reasons && !current.retailer.availableFeatures.includes('reasons_editing')) {
    throw new ForbiddenError(MSG.brandStatementsNotEnabled);
  }
  // An empty id is no banner, like null.
  const bannerId = save.email_banner_image_id?.toLowerCase() || null;
  await deps.db.transaction(async (tx) => {
    if (bannerId) {
      await checkLinkableImage(tx, id, bannerId, 'email_banner', MSG.bannerImageNotUploaded);
    }
    if (save.reasons) await saveBrandStatements(tx, id, save.reasons, deps.clock.now());
    await updateRetailerRow(tx, id, {
      name: save.name,
      notificationsEmail: save.notifications_email,
      termsUrl: save.terms_enabled ? save.terms_url : null,
      emailBannerImageId: bannerId,
    });
  });
  return findRetailer(deps, id);
}

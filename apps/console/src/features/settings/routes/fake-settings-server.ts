import {
  MSG,
  ZRetailerSettingsRequest,
  endpoints,
  type TImage,
  type TRetailer,
} from '@parley/contract';
import { json, schemaRefusal, type FakeServer } from '../../../../test/fake-server';
import { idSequence, RETAILER_ID, retailer } from '../../../../test/fixtures';

/** Test support: Store Settings' calls answered from memory, as the server answers them. */

const nextReasonId = idSequence('71000000-0000-4000-8000');

/** A banner image as the image fakes make them (their URL is the CDN's, by id). */
export const bannerImage = (imageId: string): TImage => ({
  image_id: imageId,
  image_url: `https://cdn.example.test/images/${imageId}.png`,
  width: 1200,
  height: 400,
  image_type: 'email_banner',
  content_type: 'image/png',
  uploaded: true,
  upload: null,
});

/**
 * The retailer (`start` over the fixture's) and PUT /retailers/{id}/settings: checked with the
 * contract's schema (400 with the field messages), empty statements dropped, new ones given ids,
 * terms off clearing the URL. `suggestions` answer POST /reasons/generate.
 */
export function serveSettings(
  server: FakeServer,
  start: Partial<TRetailer> = {},
  { suggestions = [] as string[] } = {},
) {
  let current = retailer({ id: RETAILER_ID, ...start });
  server.retailers.set(current.id, current);
  server.on(endpoints.retailers.updateRetailerSettings, (call) => {
    const parsed = ZRetailerSettingsRequest.safeParse(call.body);
    if (!parsed.success) return schemaRefusal(parsed.error.issues);
    const body = parsed.data;
    const termsUrl = body.terms_enabled ? body.terms_url : null;
    current = {
      ...current,
      name: body.name,
      notifications_email: body.notifications_email,
      email_banner_image:
        body.email_banner_image_id === null ? null : bannerImage(body.email_banner_image_id),
      terms_url: termsUrl,
      terms_enabled: termsUrl !== null,
      reasons:
        body.reasons === undefined
          ? current.reasons
          : body.reasons
              .filter((reason) => reason.text !== '')
              .map((reason) => ({
                reason_id: reason.reason_id ?? nextReasonId(),
                text: reason.text,
              })),
    };
    server.retailers.set(current.id, current);
    return json(200, current);
  });
  server.on(endpoints.reasons.generateReasons, () =>
    suggestions.length > 0
      ? json(200, { reasons: suggestions })
      : json(422, { errorMessage: MSG.reasonsGenerationEmpty }),
  );
  return { current: () => current };
}

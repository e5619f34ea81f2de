import multipart from '@fastify/multipart';
import { ZImageFileParams, endpoints } from '@parley/contract';
import type { AppInstance, ModuleRoutes } from '../../app-types';
import type { Deps } from '../../deps';
import { access } from '../../plugins/access';
import { serve } from '../../plugins/endpoints';
import { LOCAL_IMAGES_PATH } from './local-storage';
import { IMAGE_CACHE_CONTROL } from './s3-storage';
import { confirmImage, createImage, findImage, receiveUpload } from './service';
import { openImageFile } from './serving';
import { imageDeps } from './storage';
import { UPLOAD_FORM_LIMITS } from './upload-form';

/** Images of a retailer, and (admin) images of none such as theme logos; see service.ts. */
export const imageRoutes: ModuleRoutes = async (app, deps) => {
  const images = await imageDeps(deps);
  const calls = endpoints.images;
  const retailer = access.retailer('retailerId');
  const unowned = { retailerId: null };

  serve(app, calls.createRetailerImage, retailer, (request) =>
    createImage(images, request.params, request.body),
  );
  serve(app, calls.findRetailerImage, retailer, (request) =>
    findImage(images, request.params, request.params.imageId),
  );
  serve(app, calls.confirmRetailerImage, retailer, (request) =>
    confirmImage(images, request.params, request.params.imageId),
  );

  serve(app, calls.createImage, access.admin, (request) =>
    createImage(images, unowned, request.body),
  );
  serve(app, calls.findImage, access.admin, (request) =>
    findImage(images, unowned, request.params.imageId),
  );
  serve(app, calls.confirmImage, access.admin, (request) =>
    confirmImage(images, unowned, request.params.imageId),
  );

  // Multipart is parsed on this one route only; everywhere else a form-data body stays a 415.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_FORM_LIMITS });
    // The browser posts this as a plain form, without the console's bearer token: the signed
    // upload token in the form is the authority, checked by receiveUpload.
    serve(scope, calls.uploadImageFile, access.public, async (request, reply) => {
      await receiveUpload(images, request.params.imageId, request.parts());
      return reply.status(204).send(null);
    });
  });
};

/** A stand-in for a rendition is kept a day: a rendition made later is soon shown instead. */
const STAND_IN_CACHE_CONTROL = 'public, max-age=86400';

/**
 * Serves local images, and the widget's renditions of every image, outside the API. They are shown on shops and in e-mails, so any site may
 * embed them; the headers keep a browser from treating one as anything but an image.
 */
export async function serveUploadedImages(app: AppInstance, deps: Deps) {
  const images = await imageDeps(deps);
  app.get(
    `${LOCAL_IMAGES_PATH}/:file`,
    { config: { access: access.public }, schema: { hide: true, params: ZImageFileParams } },
    async (request, reply) => {
      const served = await openImageFile(images, request.params.file);
      const cacheControl = served.lasting ? IMAGE_CACHE_CONTROL : STAND_IN_CACHE_CONTROL;
      if ('redirect' in served) {
        return reply.header('cache-control', cacheControl).redirect(served.redirect, 302);
      }
      const { file } = served;
      return reply
        .type(file.contentType)
        .headers({
          'content-length': String(file.size),
          'content-disposition': 'inline',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          'cross-origin-resource-policy': 'cross-origin',
          'cache-control': cacheControl,
        })
        .send(file.stream);
    },
  );
}

import multipart from '@fastify/multipart';
import {
  ZCreateImageRequest,
  ZErrorResponse,
  ZImageFileParams,
  ZImageParams,
  ZImageResponse,
  ZRetailerImageParams,
  ZRetailerParams,
  ZValidationErrorResponse,
} from '@parley/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppInstance, ModuleRoutes } from '../../app-types';
import type { Deps } from '../../deps';
import { access } from '../../plugins/access';
import { LOCAL_IMAGES_PATH } from './local-storage';
import { IMAGE_CACHE_CONTROL } from './s3-storage';
import { confirmImage, createImage, findImage, openImageFile, receiveUpload } from './service';
import { imageDeps } from './storage';
import { UPLOAD_FORM_LIMITS } from './upload-form';

const tags = ['images'];
const refusals = { 400: ZValidationErrorResponse, 404: ZErrorResponse };
const confirmRefusals = { ...refusals, 422: ZErrorResponse, 503: ZErrorResponse };

/** Images of a retailer, and (admin) images of none such as theme logos; see service.ts. */
export const imageRoutes: ModuleRoutes = async (app, deps) => {
  const images = await imageDeps(deps);
  const retailer = { access: access.retailer('retailerId') };
  const admin = { access: access.admin };
  const unowned = { retailerId: null };

  app.post(
    '/retailers/:retailerId/images',
    {
      config: retailer,
      schema: {
        tags,
        params: ZRetailerParams,
        body: ZCreateImageRequest,
        response: { 200: ZImageResponse, ...refusals },
      },
    },
    (request) => createImage(images, request.params, request.body),
  );
  app.get(
    '/retailers/:retailerId/images/:imageId',
    {
      config: retailer,
      schema: {
        tags,
        params: ZRetailerImageParams,
        response: { 200: ZImageResponse, ...refusals },
      },
    },
    (request) => findImage(images, request.params, request.params.imageId),
  );
  app.post(
    '/retailers/:retailerId/images/:imageId/confirm',
    {
      config: retailer,
      schema: {
        tags,
        params: ZRetailerImageParams,
        response: { 200: ZImageResponse, ...confirmRefusals },
      },
    },
    (request) => confirmImage(images, request.params, request.params.imageId),
  );

  app.post(
    '/images',
    {
      config: admin,
      schema: {
        tags,
        body: ZCreateImageRequest,
        response: { 200: ZImageResponse, ...refusals },
      },
    },
    (request) => createImage(images, unowned, request.body),
  );
  app.get(
    '/images/:imageId',
    {
      config: admin,
      schema: { tags, params: ZImageParams, response: { 200: ZImageResponse, ...refusals } },
    },
    (request) => findImage(images, unowned, request.params.imageId),
  );
  app.post(
    '/images/:imageId/confirm',
    {
      config: admin,
      schema: { tags, params: ZImageParams, response: { 200: ZImageResponse, ...confirmRefusals } },
    },
    (request) => confirmImage(images, unowned, request.params.imageId),
  );

  // Multipart is parsed on this one route only; everywhere else a form-data body stays a 415.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: UPLOAD_FORM_LIMITS });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/uploads/:imageId',
      {
        // The browser posts this as a plain form, without the console's bearer token: the
        // signed upload token in the form is the authority, checked by receiveUpload.
        config: { access: access.public },
        schema: {
          tags,
          params: ZImageParams,
          response: { 204: z.null(), 403: ZErrorResponse, 413: ZErrorResponse, ...refusals },
        },
      },
      async (request, reply) => {
        await receiveUpload(images, request.params.imageId, request.parts());
        return reply.status(204).send(null);
      },
    );
  });
};

/**
 * Serves local images outside the API. They are shown on shops and in e-mails, so any site may
 * embed them; the headers keep a browser from treating one as anything but an image.
 */
export async function serveUploadedImages(app: AppInstance, deps: Deps) {
  const images = await imageDeps(deps);
  app.get(
    `${LOCAL_IMAGES_PATH}/:file`,
    { config: { access: access.public }, schema: { hide: true, params: ZImageFileParams } },
    async (request, reply) => {
      const file = await openImageFile(images, request.params.file);
      return reply
        .type(file.contentType)
        .headers({
          'content-length': String(file.size),
          'content-disposition': 'inline',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          'cross-origin-resource-policy': 'cross-origin',
          'cache-control': IMAGE_CACHE_CONTROL,
        })
        .send(file.stream);
    },
  );
}

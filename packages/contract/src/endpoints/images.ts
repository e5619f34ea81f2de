import { z } from 'zod';
import { endpoint } from '../endpoint';
import {
  IMAGE_MAX_BYTES,
  ZCreateImageRequest,
  ZImageParams,
  ZImageResponse,
  ZRetailerImageParams,
} from '../images';
import { ZRetailerParams } from '../retailers';
import { retailerUsersOrAdministrators } from './descriptions';

const tags = ['images'];
const RETAILER = retailerUsersOrAdministrators('image');
const ADMIN = 'For administrators only: images of no retailer, such as theme logos.';
const CREATE =
  'Creates the image from the file\u2019s natural size, type and declared content type, and answers it with an upload target: post the file there as a multipart form, every field of `upload.fields` first and the file last under `file`, then confirm.';
const READ = 'Until the image is uploaded, each read answers a fresh upload target.';
const CONFIRM =
  'Checks the uploaded bytes against the declared type and answers the uploaded image; bytes that are not that JPEG or PNG, or no file yet, are refused with 422 (503 when the storage does not answer).';

/**
 * Image upload (part 2 §3 Image, §7 Settings): create, post the file to the upload target,
 * confirm; the same three calls for a retailer's images and (admin) for images of no retailer.
 */
export const imageEndpoints = {
  createRetailerImage: endpoint({
    method: 'POST',
    path: '/retailers/:retailerId/images',
    tags,
    summary: 'Create a retailer\u2019s image',
    description: `${CREATE} ${RETAILER}`,
    params: ZRetailerParams,
    body: ZCreateImageRequest,
    response: ZImageResponse,
    refusals: [400, 404],
  }),
  findRetailerImage: endpoint({
    method: 'GET',
    path: '/retailers/:retailerId/images/:imageId',
    tags,
    summary: 'Read a retailer\u2019s image',
    description: `${READ} ${RETAILER}`,
    params: ZRetailerImageParams,
    response: ZImageResponse,
    refusals: [400, 404],
  }),
  confirmRetailerImage: endpoint({
    method: 'POST',
    path: '/retailers/:retailerId/images/:imageId/confirm',
    tags,
    summary: 'Confirm a retailer\u2019s image upload',
    description: `${CONFIRM} ${RETAILER}`,
    params: ZRetailerImageParams,
    response: ZImageResponse,
    refusals: [400, 404, 422, 503],
  }),
  createImage: endpoint({
    method: 'POST',
    path: '/images',
    tags,
    summary: 'Create an image of no retailer',
    description: `${CREATE} ${ADMIN}`,
    body: ZCreateImageRequest,
    response: ZImageResponse,
    refusals: [400, 404],
  }),
  findImage: endpoint({
    method: 'GET',
    path: '/images/:imageId',
    tags,
    summary: 'Read an image of no retailer',
    description: `${READ} ${ADMIN}`,
    params: ZImageParams,
    response: ZImageResponse,
    refusals: [400, 404],
  }),
  confirmImage: endpoint({
    method: 'POST',
    path: '/images/:imageId/confirm',
    tags,
    summary: 'Confirm an image upload of no retailer',
    description: `${CONFIRM} ${ADMIN}`,
    params: ZImageParams,
    response: ZImageResponse,
    refusals: [400, 404, 422, 503],
  }),
  uploadImageFile: endpoint({
    method: 'POST',
    path: '/uploads/:imageId',
    tags,
    summary: 'Upload an image\u2019s file (local storage)',
    description: `The upload target of an image kept on this server, posted by the browser as a plain multipart form without a bearer token: the signed \`token\`, the form\u2019s only field before the file, is the authority (403 when it is wrong, expired or already used). A file larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB answers 413, one that is not the declared JPEG or PNG 400. Open to anyone holding a token.`,
    params: ZImageParams,
    response: z.null(),
    status: 204,
    refusals: [400, 403, 404, 413],
  }),
};

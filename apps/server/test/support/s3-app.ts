import { createTestApp, type TestApp } from '../test-app';
import { startFakeS3 } from './fake-s3';

/** Test support: an app storing its images in a fake S3 bucket, and a retailer's user of it. */

export const TEST_S3 = {
  bucket: 'parley-images',
  region: 'eu-west-2',
  accessKeyId: 'AKIAPARLEYTEST',
  secretAccessKey: 'parley/test/secret+key',
};

export async function startWithFakeS3() {
  const started: { app?: TestApp } = {};
  // The bucket keeps the app's clock, so that moving it forward expires a policy there too.
  const fake = await startFakeS3({ ...TEST_S3, now: () => started.app?.clock.now() ?? new Date() });
  const app = await createTestApp({
    S3_BUCKET: TEST_S3.bucket,
    S3_REGION: TEST_S3.region,
    S3_ENDPOINT: fake.url,
    S3_ACCESS_KEY_ID: TEST_S3.accessKeyId,
    S3_SECRET_ACCESS_KEY: TEST_S3.secretAccessKey,
  });
  started.app = app;
  const retailerId = (await app.createRetailer()).id;
  const headers = await app.bearer(await app.createUser({ retailerId }));
  return { app, fake, retailerId, headers };
}

export async function closeWithFakeS3(app: TestApp, fake: { close: () => Promise<void> }) {
  await app.close();
  await fake.close();
}

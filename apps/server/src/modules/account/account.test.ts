import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG, ZAccount } from '@parley/contract';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';

const t = await createTestApp();
afterAll(() => t.close());

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const putAccount = async (user: Parameters<TestApp['bearer']>[0], payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/account', headers: await t.bearer(user), payload });

describe('GET /api/v1/account', () => {
  it('gives a retailer user their retailer onboarding state', async () => {
    const retailer = await t.createRetailer({
      termsAgreed: false,
      incompleteOnboardingTasks: ['market_questionnaire'],
    });
    const user = await t.createUser({ name: 'Rita Retail', retailerId: retailer.id });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/account?_=${Date.now()}`,
      headers: await t.bearer(user),
    });
    expect(res.statusCode).toBe(200);
    const body = ZAccount.parse(res.json());
    expect(body).toEqual({
      id: user.id,
      name: 'Rita Retail',
      email: user.email,
      is_admin: false,
      retailer: {
        id: retailer.id,
        retailer_terms_agreed: false,
        incomplete_onboarding_tasks: ['market_questionnaire'],
      },
    });
  });

  it('gives an administrator no retailer', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: await t.bearer(admin),
    });
    expect(res.json()).toMatchObject({ id: admin.id, is_admin: true, retailer: null });
  });

  it('answers 401 without a token, with a bad one, or for a user deleted since', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/account' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ errorMessage: MSG.unauthenticated });

    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/v1/account',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(garbage.statusCode).toBe(401);

    const gone = await t.createUser();
    const headers = await t.bearer(gone);
    await t.db.delete(users).where(eq(users.id, gone.id));
    const deleted = await t.app.inject({ method: 'GET', url: '/api/v1/account', headers });
    expect(deleted.statusCode).toBe(401);
  });
});

describe('PUT /api/v1/account', () => {
  it('trims the name and e-mail and stores the e-mail lower-case', async () => {
    const user = await t.createUser();
    const res = await putAccount(user, {
      name: '  New Name  ',
      email: '  New.Address@Example.COM ',
    });
    expect(res.statusCode).toBe(200);
    expect(ZAccount.parse(res.json())).toMatchObject({
      id: user.id,
      name: 'New Name',
      email: 'new.address@example.com',
    });
    const row = await userRow(user.id);
    expect(row.name).toBe('New Name');
    expect(row.email).toBe('new.address@example.com');
  });

  it("refuses another user's address, whatever its case, and changes nothing", async () => {
    const holder = await t.createUser({ email: 'taken@example.com' });
    const user = await t.createUser({ name: 'Before' });
    const res = await putAccount(user, { name: 'After', email: ' TAKEN@example.com' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errorMessage: MSG.emailInUse });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ name: 'Before', email: user.email });
    expect((await userRow(holder.id)).email).toBe('taken@example.com');
  });

  it('lets a user keep their own address, in another case', async () => {
    const user = await t.createUser({ email: 'keep.me@example.com' });
    const res = await putAccount(user, { name: 'Kept', email: 'Keep.Me@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Kept', email: 'keep.me@example.com' });
  });

  it('names each invalid field with the spec messages', async () => {
    const user = await t.createUser();
    const blank = await putAccount(user, { name: '   ', email: 'not-an-address' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({
      fieldErrors: { name: MSG.required, email: MSG.email },
    });
    const missing = await putAccount(user, { name: 'Someone' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ fieldErrors: { email: MSG.required } });
    expect((await userRow(user.id)).name).toBe('Test User');
  });

  it('answers 401 to an anonymous caller', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/account',
      payload: { name: 'Nobody', email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testEngines, type TestApp } from '../../test/harness.ts';

describe.each(testEngines())('getSubscription on %s', (engine) => {
  let t: TestApp;
  let now = new Date('2026-05-01T10:00:00Z');
  let businessId: string;
  const client = () => {
    const c = t.client();
    return c;
  };
  let owner: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { now: () => now });
    owner = client();
    await owner.signUp('sub@example.com');
    businessId = (await owner.get('/api/me')).body.profile.businessId;
  });
  afterAll(() => t.close());

  const setBilling = (values: Record<string, unknown>) =>
    t.database.handle.db.updateTable('businesses').set(values).where('id', '=', businessId).execute();

  it('is trialing on the Business plan right after sign-up, with the owner as the one user', async () => {
    const response = await owner.get('/api/subscription');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      plan: 'business',
      status: 'trialing',
      providerStatus: null,
      trialEndsAt: '2026-05-08T10:00:00.000Z',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      nextChargeAt: null,
      scheduledPlan: null,
      graceEndsAt: null,
      billingCurrency: null,
      usersUsed: 1,
      userLimit: 10,
      trial_expired: false,
      subscription_expired: false,
    });
  });

  it('is trial_expired once the trial has ended', async () => {
    now = new Date('2026-05-08T10:00:01Z');
    const response = await owner.get('/api/subscription');
    expect(response.body).toMatchObject({ status: 'trial_expired', trial_expired: true, subscription_expired: false });
  });

  it('is active while a paid period runs, with the plan limit', async () => {
    await setBilling({
      subscription_status: 'active',
      plan: 'basico',
      current_period_end: new Date('2026-06-08T10:00:00Z'),
    });
    const response = await owner.get('/api/subscription');
    expect(response.body).toMatchObject({
      status: 'active',
      plan: 'basico',
      userLimit: 2,
      trial_expired: false,
      subscription_expired: false,
    });
  });

  it('is expired when the paid period has passed and no renewal came within two days', async () => {
    now = new Date('2026-06-10T10:00:00Z');
    const response = await owner.get('/api/subscription');
    expect(response.body).toMatchObject({ status: 'expired', trial_expired: false, subscription_expired: true });
  });

  it('is none without a subscription', async () => {
    await setBilling({ subscription_status: 'none' });
    const response = await owner.get('/api/subscription');
    expect(response.body).toMatchObject({ status: 'none', trial_expired: false, subscription_expired: false });
  });

  it('needs a session', async () => {
    const response = await t.client().get('/api/subscription');
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe('UNAUTHENTICATED');
  });
});

import { describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { loginResponse, userCenter } from '../../../shared/contract/user.js';

/**
 * The guest's email (docs/api-extensions.md "The guest's email"): a guest who enters with an email and no code
 * sees that email in the profile and at checkout, but it stays unproven: it signs nobody in, claims nobody's
 * address, and a bad one is refused with the field's message.
 */
describe("the guest's email", () => {
  const c = commerceSuite();
  const enter = (email: unknown) => c.call('POST', '/api/front/login/register/visitor', { body: { email, phone: '', countryCode: '+44' } });

  it('comes back as the guest’s email in the sign-in answer and the profile', async () => {
    const res = await enter('  Guest.Buyer@Example.test ');
    expect(res.code, res.message).toBe(200);
    const login = loginResponse.strict.parse(res.data);
    expect(login).toMatchObject({ userType: 'tourist', email: 'guest.buyer@example.test' });
    const info = await c.call('GET', '/api/front/user/info', { token: login.token });
    expect(userCenter.strict.parse(info.data)).toMatchObject({ email: 'guest.buyer@example.test', userType: 'tourist' });
  });

  it('stays unproven: the account email is empty, a second guest may give it too, and it signs nobody in', async () => {
    const a = loginResponse.strict.parse((await enter('shared@example.test')).data);
    const b = loginResponse.strict.parse((await enter('shared@example.test')).data);
    expect(a.uid).not.toBe(b.uid);
    const rows = await c.db.selectFrom('users').select(['email', 'contactEmail']).where('id', 'in', [a.uid, b.uid]).execute();
    expect(rows).toEqual([
      { email: null, contactEmail: 'shared@example.test' },
      { email: null, contactEmail: 'shared@example.test' },
    ]);
    // Nobody signs in with an email a guest only typed.
    const signIn = await c.call('POST', '/api/front/login/email', { body: { email: 'shared@example.test', password: 'Whatever#2026' } });
    expect(signIn.code).not.toBe(200);
  });

  it('refuses a bad email with the field’s message and creates nobody', async () => {
    const before = await c.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    for (const bad of ['not-an-email', 'a@b', '', 42]) {
      const res = await enter(bad);
      expect(res.code, String(bad)).toBe(400);
      expect(res.message, String(bad)).toMatch(/^Please enter (a correct|your) email$/);
    }
    const after = await c.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

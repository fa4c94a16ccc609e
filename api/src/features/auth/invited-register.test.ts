import { createInvitation } from '../../accounts/invitations';
import { registerRequest, validUser } from '../../testing/auth-helpers';
import { useTestContext } from '../../testing/test-app';

/**
 * A valid invitation token is no licence to make the server hash passwords for free (issue 31,
 * finding 7): a registration the invitation refuses is refused before the password is hashed, and
 * counts against the client address like any registration.
 */
describe('registration through an invitation, with the wrong address', () => {
  const ctx = useTestContext();

  it('60 parallel attempts with one token: 20 refused by the invitation, then 429', async () => {
    const { token } = await createInvitation(ctx.db, {
      email: 'carol@example.com',
      expiresAt: new Date(ctx.clock.now().getTime() + 3_600_000),
    });
    const responses = await Promise.all(
      Array.from({ length: 60 }, () =>
        registerRequest(ctx.app, validUser(), { query: `?invited_id=${token}` }),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array<number>(20).fill(422), ...Array<number>(40).fill(429)]);
    // The invited person still registers: the link is their proof.
    const carol = await registerRequest(ctx.app, validUser({ email: 'carol@example.com' }), {
      query: `?invited_id=${token}`,
    });
    expect(carol.status).toBe(201);
  });
});

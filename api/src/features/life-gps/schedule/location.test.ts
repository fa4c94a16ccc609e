import { useVerifiedCaller } from '../../../testing/auth-helpers';
import { useTestContext } from '../../../testing/test-app';

/**
 * An appointment's place is a text or a web link; a script link is neither (issue 31: the UI shows
 * it as text, the api refuses it too, for any other client and for the calendar feed).
 */
describe('appointment location: no script links', () => {
  const ctx = useTestContext();
  const call = useVerifiedCaller(ctx);
  const appointment = (location: string) => ({
    title: 'Point',
    starts_at: '2030-01-10T09:00:00Z',
    ends_at: '2030-01-10T10:00:00Z',
    location,
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\u00a0script:alert(1)',
    'data:text/html,<script>',
    'vbscript:x',
  ])('refuses %j with a message under location', async (location) => {
    const res = await call('POST', '/api/dashboard/appointments', appointment(location));
    expect(res.status).toBe(422);
    expect(res.json).toEqual({
      errors: { location: ['Le lieu doit être un texte ou un lien web (https://…).'] },
    });
  });

  it.each(['https://visio.example/room', 'Salle 3 : étage 2', 'Lyon: café du port'])(
    'takes %j',
    async (location) => {
      expect((await call('POST', '/api/dashboard/appointments', appointment(location))).status).toBe(201);
    },
  );
});

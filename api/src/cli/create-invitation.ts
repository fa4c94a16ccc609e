/**
 * Creates an invitation and prints the register URL that uses it:
 *   tsx api/src/cli/create-invitation.ts [email] [--hours=336]
 */
import { loadConfig } from '@coach/server-kit/config';
import { openConfiguredDatabase } from '@coach/server-kit/db/database';
import { createInvitation, invitationLink } from '../accounts/invitations';
import { API_MIGRATIONS } from '../paths';

const args = process.argv.slice(2);
const email = args.find((arg) => !arg.startsWith('--')) ?? null;
const hoursArg = args.find((arg) => arg.startsWith('--hours='));
const hours = hoursArg ? Number(hoursArg.slice('--hours='.length)) : 24 * 14;
if (!Number.isInteger(hours) || hours <= 0) {
  console.error('--hours must be a positive integer');
  process.exit(2);
}
const config = loadConfig();
const database = await openConfiguredDatabase(config, [API_MIGRATIONS]);
try {
  const { invitation, token } = await createInvitation(database.db, {
    email,
    expiresAt: new Date(Date.now() + hours * 3_600_000),
  });
  console.info(
    `invitation ${invitation.id}${invitation.email ? ` for ${invitation.email}` : ''}, valid until ${invitation.expiresAt.toISOString()}`,
  );
  console.info(invitationLink(config.publicUrl, token));
} finally {
  await database.close();
}

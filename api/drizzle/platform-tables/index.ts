// FROZEN copies of the platform's tables as the api's migrations 0000–0011 created them, before
// the platform got its own history (platform/drizzle). drizzle-kit diffs the schema it is given
// against the api's last snapshot, which still lists these tables: without them here, the next
// `db:generate` in api/ would drop them. The platform changes its tables in its own history; these
// copies never change. docs/adr/0003-platform-server-and-data.md, "Two histories, one database".
export * from './platform';
export * from './registry';
export * from './storage';

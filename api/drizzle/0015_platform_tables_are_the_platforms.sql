-- Nothing to run. The tables this history created for the platform before the split
-- (platform_settings, redirect_rules, registry_events, remote_live, remote_releases,
-- storage_blobs, storage_files) belong to the platform's own history since (platform/drizzle,
-- table drizzle.__platform_migrations). This migration's snapshot no longer lists them, so that
-- drizzle-kit in api/ neither drops nor changes them, and the api's schema needs no copy of them
-- (docs/adr/0003-platform-server-and-data.md, "Two histories, one database").
SELECT 1;

// The registry as the operator api shows it: plain JSON views of its rows (operations.ts).
import type { RegistryEvent } from './events';
import { targetHost, type RedirectRuleRow } from './redirect-rules';
import type { LiveRemote, MoveResult, Release } from './repository';

export interface LiveView {
  version: string;
  previousVersion: string | null;
  since: string;
  by: string;
  reason: string | null;
  locked: boolean;
  lockReason: string | null;
}

export interface ReleaseView {
  version: string;
  createdAt: string;
  createdBy: string;
  gitCommit: string | null;
  manifestUrl: string;
  integrity: string | null;
  contractVersion: string | null;
  requires: Record<string, string> | null;
  files: number | null;
  prunedAt: string | null;
  live: boolean;
  previous: boolean;
}

export interface EventView {
  id: number;
  at: string;
  action: string;
  version: string | null;
  fromVersion: string | null;
  revision: number | null;
  by: string;
  reason: string | null;
  details: Record<string, unknown>;
}

export interface HistoryView {
  remote: string;
  dir: string;
  live: LiveView | null;
  releases: ReleaseView[];
  events: EventView[];
}

export interface PublishView {
  remote: string;
  dir: string;
  version: string;
  created: boolean;
  manifestUrl: string;
  integrity: string | null;
  files: number;
  gitCommit: string | null;
  revision: number;
  live: string | null;
}

export interface MoveView extends MoveResult {
  dir: string;
}

export interface LockView {
  remote: string;
  dir: string;
  locked: boolean;
  changed: boolean;
  lockReason: string | null;
}

export interface ReleaseFilesView {
  files: Record<string, string> | null;
  pruned: boolean;
}

export interface RedirectRuleView {
  from: string;
  to: string;
  permanent: boolean;
  createdAt: string;
  createdBy: string;
  reason: string | null;
  /** False for an external rule whose host is no longer on the allowlist: it is not applied. */
  applies: boolean;
}

export interface RedirectsView {
  revision: number;
  allowedHosts: string[];
  rules: RedirectRuleView[];
  events: EventView[];
}

export function redirectRuleView(row: RedirectRuleRow, allowedHosts: readonly string[]): RedirectRuleView {
  const host = targetHost(row.to);
  return {
    from: row.from,
    to: row.to,
    permanent: row.permanent,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    reason: row.reason,
    applies: host === null || allowedHosts.includes(host),
  };
}

export function liveView(live: LiveRemote | undefined): LiveView | null {
  if (!live) return null;
  return {
    version: live.version,
    previousVersion: live.previousVersion,
    since: live.since.toISOString(),
    by: live.by,
    reason: live.reason,
    locked: live.locked,
    lockReason: live.lockReason,
  };
}

export function releaseView(release: Release, live: LiveRemote | undefined): ReleaseView {
  return {
    version: release.version,
    createdAt: release.createdAt.toISOString(),
    createdBy: release.createdBy,
    gitCommit: release.gitCommit,
    manifestUrl: release.manifestUrl,
    integrity: release.integrity,
    contractVersion: release.contractVersion,
    requires: release.requires,
    files: release.files ? Object.keys(release.files).length : null,
    prunedAt: release.prunedAt?.toISOString() ?? null,
    live: live?.version === release.version,
    previous: live?.previousVersion === release.version,
  };
}

export function eventView(event: RegistryEvent): EventView {
  return {
    id: event.id,
    at: event.at.toISOString(),
    action: event.action,
    version: event.version,
    fromVersion: event.fromVersion,
    revision: event.revision,
    by: event.by,
    reason: event.reason,
    details: event.details,
  };
}

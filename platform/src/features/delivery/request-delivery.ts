import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { parse as parseCookies } from 'hono/utils/cookie';
import { TOKEN_COOKIE } from '@coach/shared/token-cookie';
import { assignVersion, type Assigned, type Subject } from './assignment';
import type { DeliveryState } from './delivery-state';
import { engineFamily, type EngineFamily } from './engine-family';
import {
  PREVIEW_COOKIE,
  PREVIEW_NOTICE_COOKIE,
  readPreviewCookie,
  type PreviewGrant,
} from './preview-cookie';

/** A signed-out browser's random, sticky id: its canary assignment (docs/adr/0016). */
export const VISITOR_COOKIE = 'coach_visitor';
const VISITOR_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The versions one request is given, and who it is for. */
export interface RequestDelivery {
  subject: Subject | null;
  /** A new visitor id the answer sets as a cookie (a first page without one), else null. */
  newVisitor: string | null;
  /** Who reports an error (a hash of the subject, else of the address): the analysis's "distinct reporters". */
  reporter: string;
  /** Every live remote → the version this request gets and why. */
  versions: Map<string, Assigned>;
  previews: PreviewGrant[];
  /** Preview grants the cookie held that no longer hold (tampered, expired, revoked). */
  droppedPreviews: number;
  /** The browser's engine family (engine-family.ts), for the counts of what this request draws. */
  engine: EngineFamily;
  /** A preview link this browser could not open (preview-routes.ts): the page says so once. */
  linkRefused: boolean;
}

export interface DeliveryInputs {
  state: () => Promise<DeliveryState>;
  previewKey: () => Promise<Buffer>;
  /** The member a session token belongs to (member-ids.ts), or null when unknown. */
  memberId?: (token: string) => Promise<string | null>;
  now: () => number;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/**
 * The versions of a request (assignment.ts): the member's id when a canary runs and the session
 * is known, else the visitor cookie (a new one when `issueVisitor`); the browser's preview grants.
 */
export async function resolveDelivery(
  inputs: DeliveryInputs,
  request: {
    cookieHeader: string | undefined;
    userAgent: string | undefined;
    clientIp: string;
    issueVisitor: boolean;
  },
): Promise<RequestDelivery> {
  const cookies = parseCookies(request.cookieHeader ?? '');
  const [state, key] = await Promise.all([inputs.state(), inputs.previewKey()]);
  const grants = readPreviewCookie(key, cookies[PREVIEW_COOKIE], inputs.now(), state.revokedGrants);
  const token = cookies[TOKEN_COOKIE];
  // whoami only while a canary runs: without one, who the member is changes nothing.
  const memberId =
    token && state.canaries.length > 0 && inputs.memberId ? await inputs.memberId(token) : null;
  const visitorCookie = cookies[VISITOR_COOKIE];
  const visitor = visitorCookie && VISITOR_PATTERN.test(visitorCookie) ? visitorCookie : null;
  const newVisitor = !visitor && request.issueVisitor ? randomBytes(16).toString('base64url') : null;
  const visitorId = visitor ?? newVisitor;
  const subject = memberId ? `m:${memberId}` : visitorId ? `v:${visitorId}` : null;
  const versions = new Map<string, Assigned>();
  for (const [remote, rule] of state.rules) {
    const preview = grants.valid.find((grant) => grant.remote === remote)?.version ?? null;
    versions.set(remote, assignVersion({ subject, remote, rule, preview }));
  }
  return {
    subject,
    newVisitor,
    reporter: hash(subject ?? (token ? `t:${token}` : `ip:${request.clientIp}`)),
    versions,
    previews: grants.valid,
    droppedPreviews: grants.dropped,
    engine: engineFamily(request.userAgent),
    linkRefused: cookies[PREVIEW_NOTICE_COOKIE] === 'link',
  };
}

/** The request being answered's delivery, read at most once (a lazy promise). */
const current = new AsyncLocalStorage<DeliveryHolder>();

/** One request's delivery: resolved on first use only (a static file never needs it). */
export class DeliveryHolder {
  private once: Promise<RequestDelivery> | null = null;
  constructor(private readonly resolve: () => Promise<RequestDelivery>) {}
  get(): Promise<RequestDelivery> {
    return (this.once ??= this.resolve());
  }
  /** What was resolved while answering, or null when nothing asked. */
  resolved(): Promise<RequestDelivery> | null {
    return this.once;
  }
}

export function runWithDelivery<T>(holder: DeliveryHolder, work: () => T): T {
  return current.run(holder, work);
}

/** This request's delivery, or null outside a request (start-up warm-up, tests of one part). */
export function requestDelivery(): Promise<RequestDelivery> | null {
  return current.getStore()?.get() ?? null;
}

/** The version this request is given for `remote`, or null for the stable (or outside a request). */
export async function requestedVersion(remote: string): Promise<Assigned | null> {
  const delivery = await requestDelivery();
  return delivery?.versions.get(remote) ?? null;
}

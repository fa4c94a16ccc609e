import type { ChildProcess } from 'node:child_process';
import type { PageInput } from './bundle-contract';
import type { RenderFailureReason, RenderOutcome } from './render-outcome';

/** A render asked of the supervisor and not forgotten yet. */
export interface PendingRender {
  id: number;
  key: string;
  remote: string;
  version: string;
  input: PageInput;
  deadlineMs: number;
  startedAt: number;
  /** The render process it was sent to; null while waiting for one to be ready. */
  sentTo: ChildProcess | null;
  /** Whether the caller has its outcome (the deadline may answer before the render process). */
  answered: boolean;
  timer: NodeJS.Timeout;
  resolve: (outcome: RenderOutcome) => void;
}

export type RenderAnswer =
  { ok: true; html: string; status: number } | { ok: false; reason: RenderFailureReason };

/** Gives the caller its outcome, once: later answers (the render process after the deadline) are dropped. */
export function answerOnce(pending: PendingRender, result: RenderAnswer, now: number): void {
  if (pending.answered) return;
  pending.answered = true;
  const renderMs = now - pending.startedAt;
  pending.resolve(
    result.ok
      ? { ok: true, html: result.html, status: result.status, renderMs }
      : { ok: false, reason: result.reason, renderMs },
  );
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with OWASP's parameters: m = 19 MiB, t = 2, p = 1. Hashing runs on the libuv
 * thread pool (never blocks the event loop). Passwords are never truncated, logged or returned.
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot import as a value)
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const;

const PARAMS_MARKER = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False (never throws) for a wrong password or an unreadable hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash made with other parameters is upgraded at the next successful login. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(PARAMS_MARKER);
}

let dummyHash: Promise<string> | null = null;

/**
 * A hash of a random secret, verified when the e-mail is unknown so that a login for an
 * unknown account costs the same time as a wrong password (no account enumeration by timing).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

let commonPasswords: Set<string> | null = null;

function loadCommonPasswords(): Set<string> {
  const file = path.join(import.meta.dirname, 'common-passwords.txt');
  const entries = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#'));
  return new Set(entries);
}

/** True for passwords of the bundled common list (case-insensitive) or equal to the e-mail. */
export function isWeakPassword(password: string, email?: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return true;
  if (email) {
    const normalized = email.toLowerCase();
    const local = normalized.split('@')[0] ?? '';
    if (lower === normalized || (local.length >= 8 && lower === local)) return true;
  }
  return false;
}

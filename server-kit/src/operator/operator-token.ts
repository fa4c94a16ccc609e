import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The file the server writes its generated operator token to (the CLI reads it). */
export const OPERATOR_TOKEN_FILE = 'operator-token';
const TOKEN_SHAPE = /^[\x21-\x7e]{32,512}$/;

export interface OperatorToken {
  token: string;
  /** Where it came from: the environment, an existing file, or generated just now. */
  source: 'env' | 'file' | 'generated';
  file: string | null;
}

function isCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

function readTokenFile(file: string): string {
  const token = fs.readFileSync(file, 'utf8').trim();
  if (!TOKEN_SHAPE.test(token)) {
    throw new Error(
      `${file} does not hold a usable operator token (32+ printable characters): delete it and restart to generate one`,
    );
  }
  return token;
}

/**
 * The operator token of `/api/platform/**`: `PLATFORM_OPERATOR_TOKEN` when set; else the one in
 * `<dataDir>/operator-token`, generated (256 random bits, base64url) with mode 0600 at first start.
 * Whoever can read that file operates the platform: it lives beside the database.
 */
export function resolveOperatorToken(dataDir: string, fromEnv: string | undefined): OperatorToken {
  if (fromEnv) return { token: fromEnv, source: 'env', file: null };
  const file = path.join(dataDir, OPERATOR_TOKEN_FILE);
  try {
    return { token: readTokenFile(file), source: 'file', file };
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, `${token}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process (a second instance starting on the same folder) wrote it first: use theirs.
    if (isCode(error, 'EEXIST')) return { token: readTokenFile(file), source: 'file', file };
    throw error;
  }
  return { token, source: 'generated', file };
}

/** The operator token a server checks, saying in its log when it generated one. */
export function operatorTokenFor(
  config: { dataDir: string; operatorToken: string | undefined },
  logger: { info(details: object, message: string): void },
): string {
  const resolved = resolveOperatorToken(config.dataDir, config.operatorToken);
  if (resolved.source === 'generated')
    logger.info({ file: resolved.file }, 'generated the operator token (pnpm platform reads it)');
  return resolved.token;
}

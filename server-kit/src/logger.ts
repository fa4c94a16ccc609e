import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs on stdout. Secrets never reach them: see `redact` and docs/security.md. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'coach-api' },
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'headers.authorization',
        'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** For tests and tools: discards everything. */
export const silentLogger: Logger = pino({ level: 'silent' });

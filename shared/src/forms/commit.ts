import { flushSync } from 'react-dom';

/**
 * Runs `update` (state setters) and renders the result before returning, so focus can move to an
 * element that now carries its error (aria-invalid, aria-describedby) in the same event.
 */
export function commit<T>(update: () => T): T {
  let result!: T;
  flushSync(() => {
    result = update();
  });
  return result;
}

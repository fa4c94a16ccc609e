// `pnpm --filter @coach/api start`: the api alone, as `npm start` runs the platform (docs/adr/0018,
// "Compiled JavaScript in production"): its files compiled with swc into `dist/` (only those whose
// bytes change are written), then `dist/main.js` run by plain Node, with no TypeScript loader.
import { compileServers, compiledEntry } from '../scripts/lib/compile-servers.mjs';

const entry = 'api/src/main.ts';
const compiled = compileServers([new URL(`../${entry}`, import.meta.url).pathname]);
console.log(`compiled the api: ${compiled.files} files (${compiled.written} written) in ${compiled.ms} ms`);
await import(compiledEntry(entry));

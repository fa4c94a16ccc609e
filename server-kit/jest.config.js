import { serverJestConfig } from '../tooling/jest/server-preset.cjs';

/** jest for server-kit: the server preset (docs: tooling/jest/server-preset.cjs). */
export default serverJestConfig();

// Before every test file: the team namespace, as the exposed modules register it when loaded.
import { registerNamespace } from '../i18n/namespace.ts';

registerNamespace();

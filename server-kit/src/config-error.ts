/** A setting of the environment that the server refuses: its message names the setting. */
export class ConfigError extends Error {}

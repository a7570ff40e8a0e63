import { appConfig, ConfigError, type AppConfig } from '../lib/config';

/**
 * The configuration of this process, validated once: a {@link ConfigError} (a bad value) is written to
 * stderr as it reads (one line per variable: its name, its value with secrets masked, what it must be)
 * and the process exits 1, before it listens or any module reads a setting (docs/deployment.md,
 * "Configuration errors"). Any other error is not the configuration's and is thrown on.
 */
export function startupConfig(exit: (code: number) => never = process.exit): AppConfig {
  try {
    return appConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return exit(1);
  }
}

// The entry imports this module first: the check runs before the modules that read settings as they load.
startupConfig();

import type { z } from 'zod';
import { SECRET_VARIABLES, type EnvVariable } from './schema.ts';

/** A configuration the server refuses to start with; its message names each bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The longest value a message repeats (a pasted file would otherwise fill the log). */
const SHOWN_CHARS = 80;

/**
 * A value as a message may show it: secrets masked (only their length), long values cut.
 * @example shownValue('PREVIEW_SECRET', 'abc') === '(3 characters, hidden)'
 * @example shownValue('CONTENT_TIMEOUT_MS', 'soon') === '"soon"'
 */
export function shownValue(name: string, value: string | undefined): string {
  const raw = value ?? '';
  if (SECRET_VARIABLES.has(name as EnvVariable)) return `(${raw.length} characters, hidden)`;
  return JSON.stringify(raw.length > SHOWN_CHARS ? `${raw.slice(0, SHOWN_CHARS)}…` : raw);
}

/**
 * One line per bad variable: its name, its value (secrets masked) and what it must be.
 * @example configErrorMessage(issues, { CONTENT_TIMEOUT_MS: 'soon' }) ===
 *   'Invalid configuration (the server does not start):\n  CONTENT_TIMEOUT_MS="soon": expected a whole number of milliseconds from 100 to 120000'
 */
export function configErrorMessage(
  issues: readonly z.core.$ZodIssue[],
  env: Record<string, string | undefined>,
): string {
  const lines = issues.map((issue) => {
    const name = String(issue.path[0] ?? '?');
    return `  ${name}=${shownValue(name, env[name])}: expected ${issue.message}`;
  });
  return ['Invalid configuration (the server does not start):', ...lines].join('\n');
}

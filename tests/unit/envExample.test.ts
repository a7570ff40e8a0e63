import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/lib/config';
import { ENV_VARIABLES, SECRET_VARIABLES, type EnvVariable } from '../../src/lib/config/schema';

const root = resolve(import.meta.dirname, '../..');
const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
const example = readFileSync(resolve(root, '.env.example'), 'utf8');

/** The variables of the README's tables between two headings (`| \`NAME\` | default | meaning |`). */
function tableVariables(from: string, to: string): string[] {
  const start = readme.indexOf(from);
  const end = readme.indexOf(to, start);
  expect(start, `README has no "${from}"`).toBeGreaterThanOrEqual(0);
  return [...readme.slice(start, end).matchAll(/^\| `([A-Z][A-Z0-9_]*)`/gm)].map((match) => String(match[1]));
}

/** `.env.example`'s assignments (`NAME=value`), in order. */
const assignments = [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(
  (match) => [String(match[1]), String(match[2])] as const,
);

/** What one list has that the other lacks, both ways: empty when they name the same variables. */
const odd = (left: readonly string[], right: readonly string[]) => ({
  onlyLeft: left.filter((name) => !right.includes(name)),
  onlyRight: right.filter((name) => !left.includes(name)),
});

describe('README, .env.example and the configuration schema agree', () => {
  const serverTable = tableVariables('## Configuration', '### Other processes, tools and tests');
  const toolTable = tableVariables('### Other processes, tools and tests', '## Scripts');
  const exampleNames = assignments.map(([name]) => name);

  it('the README table of the server names exactly the variables of the schema', () => {
    expect(odd(serverTable, ENV_VARIABLES), 'onlyLeft: README only; onlyRight: schema only').toEqual({
      onlyLeft: [],
      onlyRight: [],
    });
  });

  it('.env.example names every variable of the README once, and no other', () => {
    expect(
      odd([...serverTable, ...toolTable], exampleNames),
      'onlyLeft: README only; onlyRight: .env.example only',
    ).toEqual({
      onlyLeft: [],
      onlyRight: [],
    });
    expect(exampleNames.filter((name, index) => exampleNames.indexOf(name) !== index)).toEqual([]);
  });

  it('.env.example holds valid values, with every secret empty', () => {
    const env = Object.fromEntries(
      assignments.filter(([name]) => (ENV_VARIABLES as string[]).includes(name)),
    );
    expect(() => readConfig(env)).not.toThrow();
    const filledSecrets = assignments.filter(
      ([name, value]) => SECRET_VARIABLES.has(name as EnvVariable) && value !== '',
    );
    expect(filledSecrets).toEqual([]);
  });

  it('.env.example shows the defaults: it configures the same server as an empty environment', () => {
    const env = Object.fromEntries(
      assignments.filter(([name]) => (ENV_VARIABLES as string[]).includes(name)),
    );
    expect(readConfig(env)).toEqual(readConfig({}));
  });
});

import { prismicRepositoryName } from '../../../src/lib/config.ts';

/**
 * What the write scripts (`prismic:push-models`, `prismic:migrate`) need to reach a repository: its name
 * (the `repository` header of every write API), the write token, the optional access token for reads,
 * and the APIs' endpoints (Prismic's own unless overridden: a proxy, or the tests' local fake).
 */
export interface WriteConfig {
  repositoryName: string;
  writeToken: string;
  accessToken: string | undefined;
  endpoints: WriteEndpoints;
}

export interface WriteEndpoints {
  /** Content API v2 (reads during a migration); default `https://<name>.cdn.prismic.io/api/v2`. */
  documents?: string | undefined;
  /** Custom Types API; default `https://customtypes.prismic.io`. */
  customTypes?: string | undefined;
  /** Migration API; default `https://migration.prismic.io`. */
  migration?: string | undefined;
  /** Asset API; default `https://asset-api.prismic.io`. */
  assets?: string | undefined;
}

/** A missing or unusable setting, named so the message says which variable to set. */
export class WriteConfigError extends Error {
  override name = 'WriteConfigError';
}

const trimmed = (value: string | undefined): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

/**
 * The repository name from `PRISMIC_REPOSITORY`: a name (`my-repo`) or a Prismic endpoint URL
 * (`https://my-repo.cdn.prismic.io/api/v2`), read as the server reads it (`prismicRepositoryName`); any
 * other URL names no repository the write APIs know.
 * @example repositoryNameOf('https://my-repo.cdn.prismic.io/api/v2') === 'my-repo'
 */
export function repositoryNameOf(value: string): string {
  const name = prismicRepositoryName(value);
  if (name) return name;
  throw new WriteConfigError(
    /^https?:\/\//i.test(value)
      ? `PRISMIC_REPOSITORY '${value}' is not a Prismic endpoint: give the repository's name (my-repo)`
      : `PRISMIC_REPOSITORY '${value}' is not a Prismic repository name (my-repo)`,
  );
}

/**
 * Reads the environment once: `PRISMIC_REPOSITORY` and `PRISMIC_WRITE_TOKEN` are required (a clear error
 * naming the variable otherwise), `PRISMIC_ACCESS_TOKEN` is optional (reads of a private repository).
 * @example readWriteConfig({ PRISMIC_REPOSITORY: 'my-repo', PRISMIC_WRITE_TOKEN: 't' }).repositoryName === 'my-repo'
 */
export function readWriteConfig(
  env: Readonly<Record<string, string | undefined>>,
  endpoints: WriteEndpoints = {},
): WriteConfig {
  const repository = trimmed(env['PRISMIC_REPOSITORY']);
  if (!repository)
    throw new WriteConfigError(
      'set PRISMIC_REPOSITORY to the name of the Prismic repository to write to (docs/prismic.md)',
    );
  const repositoryName = repositoryNameOf(repository);
  const writeToken = trimmed(env['PRISMIC_WRITE_TOKEN']);
  if (!writeToken)
    throw new WriteConfigError(
      `set PRISMIC_WRITE_TOKEN to a write token of '${repositoryName}' (Settings › API & Security › Write APIs, docs/prismic.md)`,
    );
  return { repositoryName, writeToken, accessToken: trimmed(env['PRISMIC_ACCESS_TOKEN']), endpoints };
}

// @ts-check
import { defineConfig, envField } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';

// Every page is rendered on request: the host picks the microsite, the path the language and uid.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  trailingSlash: 'ignore', // the middleware normalises to a trailing slash with a 301 that keeps the query
  server: { port: 4321, host: true },
  devToolbar: { enabled: false },
  env: {
    schema: {
      PRISMIC_REPOSITORY: envField.string({ context: 'server', access: 'secret', optional: true }),
      PRISMIC_ACCESS_TOKEN: envField.string({ context: 'server', access: 'secret', optional: true }),
      CATALOGUE_API_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      DATABASE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      REDIS_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      REDIRECT_ALLOWED_HOSTS: envField.string({ context: 'server', access: 'secret', optional: true }),
      LOCAL_SITE_SUFFIX: envField.string({
        context: 'server',
        access: 'public',
        optional: true,
        default: 'localhost',
      }),
    },
  },
});

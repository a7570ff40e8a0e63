// npm test needs a Chromium for the end-to-end suite and Java for the HTML validity check (the Nu HTML
// Checker of `vnu-jar`, tests/e2e/html-validity.spec.ts). Playwright cannot download its own browser on
// these machines, so we use Debian's: each is installed here when missing and we are root.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

const missing = [];
if (!existsSync(chromium))
  missing.push({ name: 'Chromium', packageName: 'chromium', present: () => existsSync(chromium) });
if (!hasJava()) missing.push({ name: 'Java', packageName: 'default-jre-headless', present: hasJava });
if (missing.length === 0) process.exit(0);

const packages = missing.map(({ packageName }) => packageName).join(' ');
if (process.getuid?.() !== 0) {
  console.error(
    `${missing.map(({ name }) => name).join(' and ')} missing: run "sudo apt-get install -y ${packages}"` +
      ' (or set CHROMIUM_PATH to a Chromium binary), then npm test again.',
  );
  process.exit(1);
}
console.log(`Installing Debian's ${packages}…`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
  stdio: 'inherit',
});
for (const { name, present } of missing)
  if (!present()) {
    console.error(`${name} still missing after apt-get${name === 'Chromium' ? '; set CHROMIUM_PATH' : ''}.`);
    process.exit(1);
  }

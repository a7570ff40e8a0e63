// npm test needs a Chromium for the end-to-end suite. Playwright cannot download its own browser on
// these machines, so we use Debian's: installed here when missing and we are root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(
    `Chromium is missing at ${path}: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then npm test again.`,
  );
  process.exit(1);
}
console.log(`Chromium is missing at ${path}; installing Debian's chromium package…`);
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
  stdio: 'inherit',
});
if (!existsSync(path)) {
  console.error(`Chromium still missing at ${path} after apt-get; set CHROMIUM_PATH to a Chromium binary.`);
  process.exit(1);
}

import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const spec of process.argv.slice(2)) {
  const [url, selector, file, width = '1280'] = spec.split('|');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  await page.goto(url);
  await page.locator(selector).first().screenshot({ path: file });
  await page.close();
}
await browser.close();

import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3901/dashboard';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const pages = process.argv.slice(2);
for (const [w, h, tag] of [[390, 844, 'phone'], [1280, 900, 'desk']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  await page.locator('label[for="sign-in-method-password"]').click();
  await page.getByLabel('E-mail address').fill('demo@example.com');
  await page.locator('input[type=password]').fill('demo-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/dashboard\/?$/);
  for (const p of pages) {
    await page.goto(base + p);
    await page.waitForTimeout(2500);
    const name = p.replace(/[^a-z0-9]+/gi, '_');
    await page.screenshot({ path: `/tmp/shots/${tag}${name}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();

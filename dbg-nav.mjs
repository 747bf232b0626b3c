import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (let i=0;i<4;i++) {
const page = await browser.newPage();
page.on('console', (m) => m.type()==='error' && console.log('console', m.type(), m.text().slice(0,200)));
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0,300)));
await page.goto(`http://127.0.0.1:4173/about/history`);
const content = page.locator('uni-content-page');
await content.locator('[data-layout]').first().waitFor();
await content.locator('[data-sidebar]').getByRole('link', { name: 'About the city' }).click();
await content.locator('[data-layout="city-composite"]').waitFor();
await content.locator('[data-sidebar]').getByRole('link', { name: 'Google Map' }).click();
await content.locator('[data-layout="paragraph-image"]').waitFor();
await page.goBack();
await content.locator('[data-layout="city-composite"]').waitFor();
await page.reload();
await content.locator('[data-layout="city-composite"]').waitFor();
await page.waitForTimeout(500);
console.log(i, page.url(), await content.locator('[data-sidebar] a[aria-current="page"]').getAttribute('data-sidebar-id'));
await page.close();
}
await browser.close();

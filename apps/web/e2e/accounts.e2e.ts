import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './support/accessibility';
import { launchBrowser, openPage, saveScreenshot } from './support/browser';
import { latestCode } from './support/dev-outbox';
import { TINY_PNG } from './support/images';
import { startServer, type RunningServer } from './support/start-server';

const PASSWORD = 'Chukker@2031';
const NEW_PASSWORD = 'Furlong#2032';

async function typeCode(page: Page, code: string): Promise<void> {
  for (const [index, digit] of [...code].entries()) {
    await page.getByRole('textbox', { name: `Digit ${index + 1}` }).fill(digit);
  }
}

describe('accounts journey', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('signs up with the email and mobile codes, recovers the password with a code, changes it and uploads a PAN', async () => {
    const { page, context, pageErrors, serverErrors } = await openPage(
      browser,
      server.baseUrl,
      '/retail/registration',
    );
    const stamp = Date.now().toString().slice(-8);
    const email = `journey.${stamp}@example.in`;
    await page.getByLabel('First Name').waitFor();
    await expectAccessible(page, 'the registration page');

    await page.getByLabel('First Name').fill('Meera');
    await page.getByLabel('Last Name').fill('Iyer');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Mobile').fill(`98${stamp}`);
    await page.getByRole('combobox', { name: 'Day' }).selectOption('14');
    await page.getByRole('combobox', { name: 'Month' }).selectOption({ index: 3 });
    await page.getByRole('combobox', { name: 'Year' }).selectOption('1990');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('combobox', { name: 'State' }).selectOption('Tamil Nadu');
    // The retail page asks for the PAN; the profile later keeps the same one.
    await page.getByLabel('PAN Number').fill('AMRPK4321L');
    await page.locator('form').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign up' }).click();

    // Registration sends the email code and the mobile code at once; one step asks for both,
    // signs in with the details just registered and verifies each.
    await page.getByText('Registration received. Please sign in to continue.').waitFor();
    await page.getByLabel('Email code').fill(await latestCode(server.baseUrl, email));
    await page.getByLabel('Mobile code').fill(await latestCode(server.baseUrl, `98${stamp}`));
    await expectAccessible(page, 'the two-code step');
    await page.getByRole('button', { name: 'Validate' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/retail/registration'));

    await page.goto('/myaccount/profile');
    await page.getByRole('button', { name: 'Edit profile' }).waitFor();
    expect(await page.getByRole('button', { name: 'Verify email' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Verify mobile' }).count()).toBe(0);
    // The refresh token is kept in an HttpOnly cookie no script can read, and no token is in
    // storage; a reload renews the session from that cookie.
    expect(await page.evaluate(() => document.cookie)).not.toContain('furlong_refresh');
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/eyJ/);
    await page.reload();
    await page.getByRole('button', { name: 'Verify email' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit profile' }).waitFor();
    await expectAccessible(page, 'the profile page');
    await saveScreenshot(page, 'accounts-verified');

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL('**/races/**');
    await page.waitForTimeout(1000);
    // Leaving the account area may already have opened sign-in (it hides the header from
    // assistive technology while open); otherwise the header's Login button opens it.
    if (!(await page.getByRole('dialog', { name: 'Sign in' }).isVisible())) {
      await page.getByRole('button', { name: 'Login' }).click();
    }
    await page
      .getByRole('dialog', { name: 'Sign in' })
      .getByRole('button', { name: 'Forgot password' })
      .click();
    const forgot = page.getByRole('dialog', { name: 'Forgot password' });
    await forgot.getByLabel('Email', { exact: true }).fill(email);
    const verifyCode = await latestCode(server.baseUrl, email);
    await forgot.getByRole('button', { name: 'Send OTP' }).click();
    await typeCode(page, await latestCode(server.baseUrl, email, verifyCode));
    await forgot.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL('**/myaccount/profile');
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.waitFor();
    await change.getByLabel('New Password').fill(NEW_PASSWORD);
    await change.getByLabel('Confirm Password').fill(NEW_PASSWORD);
    await change.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Password Changed Successfully.').waitFor();

    await page.getByRole('button', { name: 'Edit profile' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit profile' });
    await edit.getByLabel('PAN', { exact: true }).fill('AMRPK4321L');
    await edit.getByLabel('Address1', { exact: true }).fill('12 Marina Road');
    await edit.getByLabel('City', { exact: true }).fill('Chennai');
    await edit
      .locator('input[type=file]')
      .setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: TINY_PNG });
    await edit.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Details updated successfully.').waitFor();
    await page.getByText('PENDING').first().waitFor();
    await saveScreenshot(page, 'accounts-profile');

    // The new password works; the old one does not.
    const login = (password: string) =>
      fetch(`${server.baseUrl}/api/aic/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: email, value: password, type: 'PASSWORD' }),
      });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    expect((await login(PASSWORD)).status).toBe(401);
    expect(pageErrors.map((error) => error.message)).toEqual([]);
    expect(serverErrors).toEqual([]);
    await context.close();
  });
});

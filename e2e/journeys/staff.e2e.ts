import { describe, expect } from 'vitest';
import { DEMO } from '../support/app-server';
import { useBrowser } from '../support/browser';
import { field, portal, see, signIn } from '../support/business-portal';
import { journeyServer } from '../support/journey-server';
import { mailedLink } from '../support/mailbox';

const NEW_PASSWORD = 'Field-Hand-2026!';

describe('staff', () => {
  const journey = useBrowser(() => journeyServer().url);

  journey(
    'the owner adds a Field Staff member, who sees only Field Staff things until deactivated',
    async ({ page }) => {
      await signIn(page, DEMO.email, DEMO.password);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Staff' }).click();
      await see(page.getByRole('heading', { name: 'Staff', level: 1 }));

      // The search matches an email whatever its case.
      await page.getByRole('searchbox', { name: 'Search staff' }).fill(DEMO.fieldStaffEmail.toUpperCase());
      const list = page.getByRole('list', { name: 'Staff' });
      await see(list.getByText(DEMO.fieldStaffEmail));
      await expect.poll(() => list.getByRole('button').count()).toBe(1);

      await page.getByRole('button', { name: 'Add Staff' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Staff' });
      await field(dialog, 'First name').fill('Sam');
      await field(dialog, 'Last name').fill('Spanner');
      await field(dialog, 'Email').fill('sam.spanner@example.com');
      await field(dialog, 'Password').fill(NEW_PASSWORD);
      await field(dialog, 'Confirm password').fill(NEW_PASSWORD);
      await dialog.getByRole('combobox', { name: 'Role' }).click();
      await page.getByRole('option', { name: 'Field Staff', exact: true }).click();
      // Choosing the role ticked its default permissions.
      const calendar = dialog.getByRole('checkbox', { name: 'Access calendar' });
      expect(await calendar.isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'Add Staff' }).click();
      await see(page.getByText('User successfully created'));
      await see(page.getByRole('heading', { name: 'Sam Spanner', level: 1 }));
      await see(page.getByText('Field Staff · sam.spanner@example.com'));

      // The new member signs in elsewhere: no Staff or Settings in their navigation, and users is refused.
      const browser = page.context().browser();
      if (!browser) throw new Error('No browser');
      const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
      const member = await other.newPage();
      await signIn(member, 'sam.spanner@example.com', NEW_PASSWORD);
      const nav = member.getByRole('navigation', { name: 'Main navigation' });
      await see(nav.getByRole('link', { name: 'Home' }));
      expect(await nav.getByRole('link', { name: 'Staff' }).count()).toBe(0);
      await member.goto(portal('users'));
      await see(member.getByRole('heading', { name: 'Page not found' }));

      // The owner deactivates them: red toolbar, Archived · Read-only, and their session ends.
      await page.getByRole('button', { name: 'Deactivate' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
      await see(page.getByText('User successfully deactivated'));
      await see(page.getByTestId('staff-subtitle').getByText('Archived · Read-only'));
      expect(await page.getByRole('button', { name: 'Edit' }).isDisabled()).toBe(true);

      // Their next request finds the session gone, and signing in again is refused.
      await member.reload();
      const renew = member.getByRole('dialog', { name: 'Your session is about to expire...' });
      await see(renew);
      await field(renew, 'Password').fill(NEW_PASSWORD);
      await renew.getByRole('button', { name: 'Continue' }).click();
      await see(renew.getByText('This account has been deactivated.'));
      await other.close();
    },
  );

  journey('the owner edits a member and reads their activity log', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(portal('users'));
    await page.getByRole('list', { name: 'Staff' }).getByText(DEMO.fieldStaffEmail).click();
    await see(page.getByRole('button', { name: 'Edit' }));
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Account' });
    // The password is set on create only.
    expect(await field(dialog, 'Password').count()).toBe(0);
    await field(dialog, 'Contact number').fill('0412 555 000');
    // Sign on the pad with the mouse.
    const pad = dialog.getByRole('img', { name: 'Signature' });
    await pad.scrollIntoViewIfNeeded();
    const box = await pad.boundingBox();
    if (!box) throw new Error('No signature pad');
    expect(Math.round(box.height)).toBe(150);
    await page.mouse.move(box.x + 20, box.y + 100);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + 40, { steps: 8 });
    await page.mouse.move(box.x + 160, box.y + 110, { steps: 8 });
    await page.mouse.up();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await see(page.getByText('User successfully updated'));
    await see(page.getByText('+61 412 555 000'));
    await see(page.getByRole('img', { name: 'Signature of Mia Walsh' }));

    await page.getByRole('tab', { name: 'Activity Log' }).click();
    await see(page.getByRole('searchbox', { name: 'Search activity' }));
    await page.goto(portal('users/logs'));
    await see(page.getByRole('heading', { name: 'Staff Activity Logs', level: 1 }));
    await see(
      page
        .getByRole('list', { name: 'Activity log' })
        .getByText(/Updated staff member/)
        .first(),
    );
  });

  journey('the owner records a licence, sees the one expiring soon, and archives it', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(portal('users'));
    await page.getByRole('list', { name: 'Staff' }).getByText('priya@fieldbook.local').click();
    await page.getByRole('tab', { name: 'Licences' }).click();
    const active = page.getByRole('list', { name: 'Active licences' });
    await see(active.getByText('Expires soon'));

    await page.getByRole('button', { name: 'Create Licence' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Licence' });
    await field(dialog, 'Licence number').fill('EL-2026-771');
    await see(dialog.getByText('11/50'));
    // Cancelling with changes asks the spec's question; staying keeps what was typed.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const question = page.getByRole('alertdialog');
    await see(
      question.getByText('Are you sure you want to back? This licence will not be saved and any changes will be lost.'),
    );
    await question.getByRole('button', { name: 'Keep Editing' }).click();
    await dialog.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Queensland' }).click();
    await field(dialog, 'Title').fill('Electrical contractor');
    await dialog.getByRole('button', { name: 'Add Licence' }).click();
    await see(page.getByText('Licence successfully created'));

    await active.getByText('Electrical contractor · EL-2026-771').click();
    const view = page.getByRole('dialog', { name: 'Licence' });
    await see(view.getByText('Queensland, Australia'));
    await view.getByRole('button', { name: 'Archive' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
    await see(page.getByText('Licence successfully archived'));
    await see(view.getByTestId('licence-subtitle').getByText('Archived · Read-only'));
    expect(await view.getByRole('button', { name: 'Edit' }).isDisabled()).toBe(true);
  });

  journey('an email change waits for the link sent to the new address, then signs in there', async ({ page }) => {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(portal('users'));
    await page.getByRole('list', { name: 'Staff' }).getByText('jack@fieldbook.local').click();
    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Account' });
    await field(dialog, 'Email').fill('jack.new@example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const verify = page.getByRole('dialog', { name: 'Verify your password' });
    await field(verify, 'Your password').fill(DEMO.password);
    await verify.getByRole('button', { name: 'Verify' }).click();
    await see(page.getByText('A verification link has been sent to jack.new@example.com.'));
    await see(page.getByText('Pending change to jack.new@example.com (awaiting verification)'));

    // The link as the server kept it (MAIL_PROVIDER=sandbox): another account's, so not in the owner's mailbox page.
    await page.goto(await mailedLink('jack.new@example.com', /\/email\/verify\//));
    await see(page.getByText('Your email address has been changed.'));

    const browser = page.context().browser();
    if (!browser) throw new Error('No browser');
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    await signIn(await other.newPage(), 'jack.new@example.com', DEMO.password);
    await other.close();
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  askForCode,
  codeBox,
  codeBoxValues,
  codeGroup,
  errorsOf,
  listenToWidgetEvents,
  newsOf,
  openProviderProfile,
  pageHeading,
  typeCode,
  watchCalls,
  wrongCode,
} from '../support/contact-widget';
import { freshPhone, nationalFrenchNumber, smsCode, smsCount } from '../support/server-api';
import { expectNoAccessibilityViolations } from '../support/accessibility';

/**
 * The account page of `<pp-contact-widget>`: the phone number, the code boxes and the resend timer.
 * SMS codes sent: 3 (the invalid code, the resend timer, the paste); the resend limit is played against
 * stand-in answers and sends none.
 */

const EMPTY_CODE = ['', '', '', '', '', ''];

async function openProfile(page: Page, index: number): Promise<void> {
  await openProviderProfile(page, index);
  await expect(pageHeading(page.locator('pp-contact-widget'), 'account')).toBeVisible();
}

/**
 * From now on the page's clock (installed before the page loaded) moves only when the test moves it, so
 * that the countdown reads the same however long the steps in between really take.
 */
async function stopPageClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

test('an invalid phone number is refused in the page and no code is sent', async ({ page }) => {
  const checkPhoneCalls = watchCalls(page, '/api/check-phone');
  await openProfile(page, 3);
  const widget = page.locator('pp-contact-widget');
  const number = widget.getByRole('textbox', { name: 'Numéro de téléphone' });
  const invalid = 'Votre numéro de téléphone est invalide.';

  await number.fill('06 12');
  await widget.getByRole('button', { name: 'Recevoir le code par SMS' }).click();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  // The description ends with the message (the error's "!" mark, CSS content, is read before it).
  await expect(number).toHaveAccessibleDescription(/Votre numéro de téléphone est invalide\.$/);
  await expect(widget.getByText(invalid, { exact: true })).toBeVisible();
  await expect(codeGroup(widget)).toHaveCount(0);
  await expectNoAccessibilityViolations(page, 'the phone step with its error');

  // The rule follows the number and its country: a French mobile is valid, not as a British number.
  await number.fill('06 12 34 56 78');
  await expect(widget.getByText(invalid, { exact: true })).toHaveCount(0);
  await widget.getByRole('combobox', { name: 'Pays du numéro' }).click();
  await widget.getByRole('option', { name: /Royaume-Uni/ }).click();
  await expect(widget.getByText(invalid, { exact: true })).toBeVisible();
  await number.press('Enter');
  await expect(number).toBeFocused();
  await expect(codeGroup(widget)).toHaveCount(0);

  expect(checkPhoneCalls, 'no code asked for').toEqual([]);
});

test('a wrong code says "Code invalide" once, on the code, and empties the boxes for another try', async ({
  page,
  request,
}) => {
  const heard = await listenToWidgetEvents(page);
  await openProfile(page, 4);
  const widget = page.locator('pp-contact-widget');
  const phone = freshPhone();
  await askForCode(widget, nationalFrenchNumber(phone));
  const code = await smsCode(request, phone);

  // Typing moves forward, Backspace on an empty box moves back and takes the digit there.
  await expect(codeBox(widget, 1)).toBeFocused();
  await page.keyboard.type('12');
  await expect(codeBox(widget, 3)).toBeFocused();
  await page.keyboard.press('Backspace');
  expect(await codeBoxValues(widget)).toEqual(['1', '', '', '', '', '']);
  await expect(codeBox(widget, 2)).toBeFocused();
  await page.keyboard.press('Backspace');
  expect(await codeBoxValues(widget)).toEqual(EMPTY_CODE);
  await expect(codeBox(widget, 1)).toBeFocused();

  const verification = page.waitForResponse('**/api/verify-phone');
  await page.keyboard.type(wrongCode(code));
  expect((await verification).status()).toBe(400);
  await expect(codeGroup(widget)).toHaveAccessibleDescription(/Code invalide$/);
  await expect(widget.getByText('Code invalide', { exact: true })).toHaveCount(1);
  await expect(errorsOf(widget)).toHaveText('');
  await expect(widget.getByText(/Une erreur est survenue/)).toHaveCount(0);
  await expect(codeGroup(widget).getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
  expect(await codeBoxValues(widget)).toEqual(EMPTY_CODE);
  await expect(codeBox(widget, 1)).toBeFocused();
  await expectNoAccessibilityViolations(page, 'the code step with a refused code');
  // A field's own rule is not an error the host page hears about (as for an invalid number).
  const errors = (await heard()).filter((event) => event.type === 'pp-contact-widget-error');
  expect(errors).toEqual([]);

  // The code sent is still good for the next try.
  await page.keyboard.type(code);
  await expect(pageHeading(widget, 'inscription')).toBeVisible();
});

test('the resend button waits 60 s, then asks the server, whose own cooldown refuses it', async ({
  page,
  request,
}) => {
  // The widget's countdown runs on the page's clock, which the test moves; the server's cooldown runs on the
  // real clock, so a resend one fake minute later is refused by the server: the widget must say so and let
  // the couple try again, without counting it as a resend.
  await page.clock.install();
  const checkPhoneCalls = watchCalls(page, '/api/check-phone');
  await openProfile(page, 5);
  await stopPageClock(page);
  const widget = page.locator('pp-contact-widget');
  const phone = freshPhone();
  await askForCode(widget, nationalFrenchNumber(phone));
  await expect(codeGroup(widget)).toBeVisible();

  const resend = widget.getByRole('button', { name: 'Renvoyer le code' });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveAccessibleDescription('Vous pourrez demander un nouveau code dans 60 s.');
  await page.clock.runFor(30_000);
  await expect(resend).toHaveAccessibleDescription('Vous pourrez demander un nouveau code dans 30 s.');
  await resend.focus();
  await page.keyboard.press('Enter');
  await expect(resend).toBeDisabled();

  await page.clock.runFor(30_000);
  await expect(resend).toBeEnabled();
  await expect(resend).toHaveAccessibleDescription('');
  expect(checkPhoneCalls).toHaveLength(1);

  await codeBox(widget, 1).fill('4');
  const refusal = page.waitForResponse('**/api/check-phone');
  await resend.click();
  expect((await refusal).status()).toBe(429);
  await expect(errorsOf(widget)).toHaveText(
    /^Une erreur est survenue : Erreur 429 : Veuillez patienter avant de demander un nouveau code\. Réessayez dans (\d+ secondes|1 minute)\.$/,
  );
  await expect(resend).toBeEnabled();
  expect(await codeBoxValues(widget), 'a refused resend keeps what was typed').toEqual([
    '4',
    '',
    '',
    '',
    '',
    '',
  ]);
  expect(checkPhoneCalls).toHaveLength(2);
  expect(await smsCount(request, phone)).toBe(1);
});

test('after four resends the resend button gives way to a note', async ({ page }) => {
  // Five codes in five fake minutes: the server's cooldown (real clock) and its 20-codes-an-hour limit per
  // address would refuse them, so check-phone is answered by a stand-in here. What is under test is the
  // widget's own counter (docs/product/phone-sign-in.md#resend-timer: a resend is allowed while fewer than 4
  // were made).
  await page.clock.install();
  const sentTo: string[] = [];
  await page.route('**/api/check-phone', async (route) => {
    sentTo.push((route.request().postDataJSON() as { phone: string }).phone);
    await route.fulfill({ json: { success: true } });
  });
  await openProfile(page, 6);
  await stopPageClock(page);
  const widget = page.locator('pp-contact-widget');
  const phone = freshPhone();
  await askForCode(widget, nationalFrenchNumber(phone));
  await expect(codeGroup(widget)).toBeVisible();
  const resend = widget.getByRole('button', { name: 'Renvoyer le code' });

  for (let resent = 1; resent <= 4; resent += 1) {
    await typeCode(widget, '12');
    await page.clock.runFor(60_000);
    await resend.click();
    await expect(newsOf(widget)).toHaveText(/^Un code a été envoyé au /);
    expect(await codeBoxValues(widget), `resend ${resent} empties the boxes`).toEqual(EMPTY_CODE);
    if (resent < 4) {
      await expect(resend).toBeDisabled();
      await expect(resend).toHaveAccessibleDescription('Vous pourrez demander un nouveau code dans 60 s.');
    }
  }
  await expect(resend).toHaveCount(0);
  await expect(
    widget.getByText('Vous avez demandé le nombre maximal de codes. Réessayez plus tard.'),
  ).toBeVisible();
  await page.clock.runFor(120_000);
  await expect(resend).toHaveCount(0);
  expect(sentTo).toEqual(Array.from({ length: 5 }, () => phone));

  // Back to the number, kept as typed and focused, to correct it.
  await widget.getByRole('button', { name: 'Modifier le numéro' }).click();
  const number = widget.getByRole('textbox', { name: 'Numéro de téléphone' });
  await expect(number).toBeFocused();
  await expect(number).toHaveValue(nationalFrenchNumber(phone));
  await expect(codeGroup(widget)).toHaveCount(0);
});

test('a code pasted into any box spreads over the six boxes', async ({ page, context, request, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL as string });
  await openProfile(page, 7);
  const widget = page.locator('pp-contact-widget');
  const phone = freshPhone();
  await askForCode(widget, nationalFrenchNumber(phone));
  const code = await smsCode(request, phone);
  const paste = async (text: string) => {
    await page.evaluate((clip) => navigator.clipboard.writeText(clip), text);
    await page.keyboard.press('ControlOrMeta+V');
  };

  // Part of a code goes from the box pasted into, and the focus follows it.
  await codeBox(widget, 2).click();
  await paste('7 8');
  expect(await codeBoxValues(widget)).toEqual(['', '7', '8', '', '', '']);
  await expect(codeBox(widget, 4)).toBeFocused();

  // A whole code, as copied from the SMS with its spaces, fills the six boxes from the first and is sent.
  await codeBox(widget, 5).click();
  const verification = page.waitForRequest('**/api/verify-phone');
  await paste(` ${code.slice(0, 3)} ${code.slice(3)} `);
  expect((await verification).postDataJSON()).toEqual({ phone, code });
  await expect(pageHeading(widget, 'inscription')).toBeVisible();
});

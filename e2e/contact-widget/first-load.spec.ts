import { expect, test } from '../support/fixtures';
import { askForCode, codeGroup, errorsOf, openProviderProfile, pageHeading } from '../support/contact-widget';
import { freshPhone, nationalFrenchNumber } from '../support/server-api';

/**
 * `<pp-contact-widget>`'s first load: a visitor's phone step is drawn from the element's chunk, and the flow's
 * code (widgets/contact-widget/flow-code/) comes once the visitor turns to the widget.
 */

const FLOW_CODE = /\/chunks\/flow-code-[^/]+\.js$/;

test('the phone step shows before the flow’s code, which comes once the visitor turns to the widget', async ({
  page,
}) => {
  const flowCode: string[] = [];
  page.on('request', (request) => {
    if (FLOW_CODE.test(new URL(request.url()).pathname)) flowCode.push(request.url());
  });
  await openProviderProfile(page, 8);
  const widget = page.locator('pp-contact-widget');
  await expect(pageHeading(widget, 'account')).toBeVisible();
  await expect(widget.getByRole('combobox')).toHaveText('+33');
  expect(flowCode).toEqual([]);

  await widget.getByRole('textbox', { name: 'Numéro de téléphone' }).focus();
  await expect.poll(() => flowCode.length).toBe(1);
  await askForCode(widget, nationalFrenchNumber(freshPhone()));
  await expect(codeGroup(widget)).toBeVisible();
});

test('without the flow’s code (offline), the phone step says so and tries again on request', async ({
  page,
}) => {
  await page.route(FLOW_CODE, (route) => route.abort('internetdisconnected'));
  await openProviderProfile(page, 9);
  const widget = page.locator('pp-contact-widget');
  await askForCode(widget, nationalFrenchNumber(freshPhone()));
  await expect(errorsOf(widget)).toHaveText('Connexion impossible. Vérifiez votre connexion et réessayez.');
  const send = widget.getByRole('button', { name: 'Recevoir le code par SMS' });
  await expect(send).not.toHaveAttribute('aria-disabled', 'true');

  await page.unroute(FLOW_CODE);
  await widget.getByRole('button', { name: 'Réessayer' }).click();
  await expect(codeGroup(widget)).toBeVisible();
  await expect(errorsOf(widget)).toHaveText('');
});

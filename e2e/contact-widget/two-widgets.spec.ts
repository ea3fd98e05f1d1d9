import { listenToWidgetEvents, newsOf, pageHeading, sentOf, weddingInLyon } from '../support/contact-widget';
import { expect, test } from '../support/fixtures';
import { futureEventDate, saveProject } from '../support/server-api';
import { expectNoAccessibilityViolations } from '../support/accessibility';

/**
 * The demo page's two `<pp-contact-widget>`s, for providers 1 (in French) and 2 (in English), signed in as
 * the worker's couple: each widget keeps its own requests and messages on the one session, and a sent request
 * disables its send button until the project changes (session expiry: session.spec.ts).
 * No SMS code sent here, beyond the worker's couple if this worker registers it.
 */

test('two widgets on a page send to their own provider, keep their own messages on one session', async ({
  page,
  request,
  signedInCouple,
}) => {
  const eventDate = futureEventDate(6);
  const project = await saveProject(request, signedInCouple.token, {
    eventDate: eventDate.iso,
    message: 'Bonjour, nous cherchons un wedding planner.',
  });
  const heard = await listenToWidgetEvents(page);
  await page.goto('/demo-pages/contact-widget.html');
  const french = page.locator('pp-contact-widget[data-provider-id="1"]');
  const english = page.locator('pp-contact-widget[data-provider-id="2"]');
  await expect(pageHeading(french, 'presentation')).toBeVisible();
  await expect(english.getByRole('heading', { level: 2, name: 'Send your request' })).toBeVisible();
  await expect(french.getByRole('combobox', { name: 'Votre projet' })).toHaveText(
    weddingInLyon(eventDate.french),
  );
  await expect(english.getByRole('combobox', { name: 'Your project' })).toHaveText(/^Wedding\s*\d/);
  await expectNoAccessibilityViolations(page, 'the demo page with two widgets');

  await french.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(newsOf(french)).toHaveText('Demande envoyée avec succès');
  // Confirmed first, then offered: the couple opens the suggestions from the confirmation.
  await french.getByRole('button', { name: 'Voir les wedding planners suggérés' }).click();
  const frenchSuggestions = page.getByRole('dialog', { name: 'D’autres wedding planners pour votre projet' });
  await expect(frenchSuggestions).toBeVisible();
  await frenchSuggestions.getByRole('button', { name: 'Fermer' }).click();
  await expect(newsOf(english), 'the other widget sent nothing').toHaveText('');

  await english.getByRole('button', { name: 'Send my request' }).click();
  await expect(newsOf(english)).toHaveText('Request sent successfully');
  await english.getByRole('button', { name: 'See the suggested wedding planners' }).click();
  const englishSuggestions = page.getByRole('dialog', { name: 'More wedding planners for your project' });
  await expect(englishSuggestions).toBeVisible();
  await englishSuggestions.getByRole('button', { name: 'Close' }).click();
  await expect(newsOf(french)).toHaveText('Demande envoyée avec succès');

  expect(sentOf(await heard())).toEqual([
    { from: '1', providerId: 1, projectId: project.id },
    { from: '2', providerId: 2, projectId: project.id },
  ]);
  // The second widget's project site URL has a query of its own, which the new-project link keeps.
  await expect(
    english.getByRole('link', { name: 'Create a new project (opens in a new tab)' }),
  ).toHaveAttribute(
    'href',
    `http://projet.localhost:${new URL(page.url()).port}/?source=demo&project=new&prestataire=2&locale=en-FR`,
  );

  // Both requests are sent: each send button now waits for another project.
  await expect(english.getByRole('button', { name: 'Send my request' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

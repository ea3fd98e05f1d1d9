import { askForCode, pageHeading, tokenCookies, typeCode, watchCalls } from './support/contact-widget';
import {
  afterFavoritesRead,
  createProfile,
  favoritePublicIds,
  heartNews,
  heartOf,
  listedProvider,
  signInDialog,
} from './support/directory-islands';
import { expect, test } from './support/fixtures';
import { freshPhone, nationalFrenchNumber, smsCode } from './support/server-api';
import { expectNoAccessibilityViolations } from './support/accessibility';

/**
 * Favourites end to end (issue: "sign in, add, remove, reload"), on the French listing and a profile, against
 * the real API. SMS codes sent: 1 (a new couple signs up from a heart).
 */

test('a visitor signs up from a heart, then adds and removes a favourite that the pages remember', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // A sign-up, six page loads and an audit: on a busy two-core machine, more than the default 30 s.
  test.setTimeout(60_000);
  const projectCalls = watchCalls(page, '/api/get-projects');
  await page.goto('/wedding-planners/');
  const provider = await listedProvider(page, 0);
  const heart = heartOf(provider.card, provider.name);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // Anonymous, the heart offers the phone sign-in: the contact widget's pages, in a dialog.
  await heart.click();
  const dialog = signInDialog(page, provider.name);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2, name: 'Votre numéro de téléphone' })).toBeFocused();
  await expectNoAccessibilityViolations(page, 'the sign-in dialog of a heart');
  const phone = freshPhone();
  await askForCode(dialog, nationalFrenchNumber(phone));
  await typeCode(dialog, await smsCode(request, phone));
  await expect(pageHeading(dialog, 'inscription')).toBeFocused();
  await createProfile(dialog, `favoris${phone.slice(-7)}@example.fr`);

  // Signed up: the dialog closes, the provider is added, the heart has the focus back and says so.
  await expect(dialog).toBeHidden();
  await expect(heart).toBeFocused();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heartNews(page)).toHaveText(`${provider.name} est dans vos favoris.`);
  const { token } = await tokenCookies(context, baseURL as string);
  expect(token, 'the session stored by the sign-up').toBeDefined();
  expect(await favoritePublicIds(request, token as string)).toEqual([provider.publicId]);
  expect(projectCalls, 'the sign-in stops before the contact flow asks for projects').toEqual([]);

  // The favourite is the server's: a reload shows it, and so does the provider's profile.
  await page.reload();
  await expect(heartOf(provider.card, provider.name)).toHaveAttribute('aria-pressed', 'true');
  await page.goto(provider.profilePath);
  const profileHeart = heartOf(page, provider.name);
  await expect(profileHeart).toHaveAttribute('aria-pressed', 'true');

  // Removed from the profile, it stays removed.
  await profileHeart.click();
  await expect(profileHeart).toHaveAttribute('aria-pressed', 'false');
  await expect(heartNews(page)).toHaveText(`${provider.name} n’est plus dans vos favoris.`);
  await expect.poll(() => favoritePublicIds(request, token as string)).toEqual([]);
  await afterFavoritesRead(page, () => page.reload());
  await expect(heartOf(page, provider.name)).toHaveAttribute('aria-pressed', 'false');
  await afterFavoritesRead(page, () => page.goto('/wedding-planners/'));
  await expect(heartOf(provider.card, provider.name)).toHaveAttribute('aria-pressed', 'false');
  await expect(signInDialog(page, provider.name)).toHaveCount(0);
});

import * as providerAccountApi from '@shared/api/contract/back-office/provider-account';
import { bodyOf, callEndpoint } from './support/call-endpoint';
import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import { expect, test } from './support/provider';
import { futureEventDate, registerCouple, saveProject, sendToProvider } from './support/server-api';

/**
 * The leads inbox (issue 22): the demo provider, who starts with credits support granted (the demo seed), opens
 * a lead without the couple's contact, unlocks it at the price it was shown and sees the contact, then declines
 * another lead with a reason. SMS codes sent: 2 (the two couples).
 */
test('a provider unlocks a lead at its price to see the couple, and declines another with a reason', async ({
  page,
  request,
  backOffice,
  signedInDemoProvider: provider,
}) => {
  test.setTimeout(60_000);
  const { company } = bodyOf(
    await callEndpoint(request, providerAccountApi.me, {}, { token: provider.token }),
  );
  const mark = Date.now().toString(36);
  const couples = [];
  for (const words of ['un mariage au bord du lac', 'un mariage en montagne']) {
    const couple = await registerCouple(request);
    const project = await saveProject(request, couple.token, {
      eventDate: futureEventDate(1).iso,
      serviceType: 'full-service',
      message: `Bonjour, nous préparons ${words} (${mark}).`,
    });
    await sendToProvider(request, couple.token, project.id, company.id);
    couples.push({ ...couple, email: `couple${couple.phone.slice(-7)}@example.fr`, words });
  }
  const [unlocking, declining] = couples;
  if (!unlocking || !declining) throw new Error('two couples were not registered');
  const leadAbout = (words: string) =>
    page.getByRole('listitem').filter({ has: page.getByText(`${words} (${mark})`) });

  await page.goto(`${backOffice}/leads`);
  await expect(page.getByRole('heading', { level: 1, name: 'Demandes' })).toBeVisible();
  const first = leadAbout(unlocking.words);
  await expect(first.getByText('Qualité de la demande')).toBeVisible();
  await expect(first.getByText('Téléphone vérifié')).toBeVisible();
  await expect(first.getByText('Prix : 5 crédits.')).toBeVisible();
  await expectAxeCleanAtBothWidths(page, '/leads');
  await expectNoOverflowOnPhone(page, '/leads');
  await page.setViewportSize({ width: 1280, height: 900 });

  await first.getByRole('link', { name: 'Voir la demande' }).click();
  await expect(page).toHaveURL(/\/leads\?lead=/);
  await expect(
    page.getByText('Le nom, le téléphone et l’email du couple apparaissent une fois la demande débloquée.'),
  ).toBeVisible();
  await expect(page.getByText(unlocking.email)).toHaveCount(0);
  await expect(page.getByText(unlocking.phone)).toHaveCount(0);

  await page.getByRole('button', { name: 'Débloquer (5 crédits)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Débloquer cette demande ?' });
  await expect(confirm.getByText('Débloquer cette demande coûte 5 crédits.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Débloquer pour 5 crédits' }).click();
  await expect(page.getByRole('link', { name: unlocking.email })).toBeVisible();
  await expect(page.getByRole('link', { name: unlocking.phone })).toHaveAttribute(
    'href',
    `tel:${unlocking.phone}`,
  );
  await expect(page.getByText('Camille Martin')).toBeVisible();

  await page.getByRole('link', { name: 'Retour aux demandes' }).click();
  const second = leadAbout(declining.words);
  await second.getByRole('button', { name: 'Refuser' }).click();
  const reject = page.getByRole('dialog', { name: 'Refuser cette demande ?' });
  await reject.getByLabel('Raison').selectOption({ label: 'Hors de ma zone' });
  await reject.getByLabel('Précision').fill('Nous travaillons en Bretagne.');
  await reject.getByRole('button', { name: 'Refuser la demande' }).click();
  await expect(second.getByText('Vous avez refusé cette demande : Hors de ma zone.')).toBeVisible();
  await expect(second.getByText('Nous travaillons en Bretagne.')).toBeVisible();

  await page.getByRole('link', { name: 'Débloquées' }).click();
  await expect(leadAbout(unlocking.words).getByText('Débloquée', { exact: true })).toBeVisible();
});

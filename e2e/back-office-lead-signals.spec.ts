import * as accountApi from '@shared/api/contract/back-office/provider-account';
import * as devApi from '@shared/api/contract/dev';
import { bodyOf, callEndpoint } from './support/call-endpoint';
import { expectAxeCleanAtBothWidths, expectNoOverflowOnPhone } from './support/project-site';
import { DEMO_PROVIDER, expect, test } from './support/provider';
import { futureEventDate, registerCouple, saveProject, sendToProvider } from './support/server-api';

/**
 * What follows a lead (issue 22, notifications and the response signal): a couple's request reaches its
 * provider as an email in the mail outbox, with the lead's link and nothing of the couple, and the dashboard
 * counts down the time left to answer it, axe-clean at both widths.
 */
test('a couple’s request emails the planner and counts down on the dashboard', async ({
  page,
  request,
  signedInDemoProvider,
  backOffice,
}) => {
  test.setTimeout(60_000);
  const provider = bodyOf(
    await callEndpoint(request, accountApi.me, {}, { token: signedInDemoProvider.token }),
  );
  const couple = await registerCouple(request);
  const project = await saveProject(request, couple.token, {
    eventDate: futureEventDate(2).iso,
    message: 'Bonjour, nous cherchons un wedding planner.',
  });
  const sent = await sendToProvider(request, couple.token, project.id, provider.company.id);
  if (!sent.success) throw new Error(`the request was not sent: ${sent.error}`);
  const leadLink = `${backOffice}/leads?lead=${sent.eventRequest.id}`;

  // Delivered after the send's commit, to the provider's account.
  await expect
    .poll(async () => {
      const { messages } = bodyOf(
        await callEndpoint(request, devApi.mailOutbox, { to: DEMO_PROVIDER.email }),
      );
      return messages.find((message) => message.text.includes(leadLink));
    })
    .toMatchObject({ subject: expect.stringMatching(/^Nouvelle demande : Mariage, le /) });
  const { messages } = bodyOf(await callEndpoint(request, devApi.mailOutbox, { to: DEMO_PROVIDER.email }));
  const email = messages.find((message) => message.text.includes(leadLink));
  expect(email?.text).not.toContain(couple.phone);
  expect(email?.text).not.toContain('nous cherchons');

  await page.goto(`${backOffice}/`);
  const responses = page.getByRole('region', { name: 'Vos réponses aux demandes' });
  await expect(responses.getByRole('link', { name: /^Demande du / }).first()).toBeVisible();
  const lead = responses.locator(`a[href="/leads?lead=${sent.eventRequest.id}"]`).locator('..');
  await expect(lead).toContainText(/encore 4[78]\sh/);
  await expectAxeCleanAtBothWidths(page, '/ (the response signal)');
  await expectNoOverflowOnPhone(page, '/');
});

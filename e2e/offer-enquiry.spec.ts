import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeScan, subdomainUrl } from './support';
import { expectSuccess, fillContact, textbox, waitForForm } from './lead-forms-support';

/**
 * H-28: the offer card's enquiry button reads the site's `forms.offerEnquireButtonText` and opens the Enquire
 * Now form about that offer in a modal; without script it is a link to the same form on /contact?offer={id}.
 * harbourside keeps the default text; redgum configures its own (and has the terms box on).
 */
const SITES = [
  { slug: 'harbourside', buttonText: 'Enquire Now' },
  { slug: 'redgum', buttonText: 'Ask About This Offer' },
] as const;

type OfferOnCard = { card: Locator; id: number; name: string };

/** The first offer card in `scope`: its name, and its id from its own link (/offers/[make/]{id}). */
async function firstOffer(scope: Locator): Promise<OfferOnCard> {
  const card = scope.first();
  const heading = card.getByRole('heading', { level: 3 });
  const name = (await heading.innerText()).trim();
  const ownLink = card.getByRole('link').filter({ has: card.page().getByRole('heading', { level: 3 }) });
  const href = await ownLink.getAttribute('href');
  const id = Number(/^\/offers\/(?:[a-z0-9-]+\/)?(\d+)$/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  return { card, id, name };
}

const enquiryLink = (offer: OfferOnCard, buttonText: string) =>
  offer.card.getByRole('link', { name: `${buttonText}: ${offer.name}`, exact: true });

async function agreeIfAsked(form: Locator) {
  const terms = form.getByRole('checkbox', { name: 'I agree to the terms of use.' });
  if ((await terms.count()) > 0) await terms.check();
}

/** The form in the dialog names the offer and starts as an enquiry about it. */
async function expectOfferForm(form: Locator, name: string) {
  await expect(form.getByTestId('lead-form-offer').getByText(name, { exact: true })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('Special Offer Enquiry');
  await expect(textbox(form, 'Message')).toHaveValue(
    `I'm interested in the offer "${name}". Please contact me.`,
  );
}

const leadPost = (page: Page) =>
  page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/leads',
  );

for (const { slug, buttonText } of SITES) {
  test(`${slug}: the offer card's '${buttonText}' opens the enquiry about that offer and sends it`, async ({
    page,
  }) => {
    await page.goto(subdomainUrl(slug, '/special-offers'));
    const offer = await firstOffer(page.getByTestId('offer-card'));
    const link = enquiryLink(offer, buttonText);
    await expect(link).toHaveText(buttonText);
    await expect(link).toHaveAttribute('href', `/contact?offer=${offer.id}`);
    await link.click();
    const dialog = page.getByRole('dialog', { name: `${buttonText}: ${offer.name}` });
    await expect(dialog).toBeVisible();
    const form = await waitForForm(page);
    await expect(dialog.getByTestId('lead-form')).toBeVisible();
    await expectOfferForm(form, offer.name);
    const axe = await axeScan(
      new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']),
    );
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);

    await form.getByRole('button', { name: 'Next' }).click();
    await fillContact(form);
    await agreeIfAsked(form);
    const posted = leadPost(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      form_type: 'enquiry',
      car_id: null,
      offer_id: offer.id,
    });
    await expectSuccess(page, 'Special Offer Enquiry');
  });
}

test("the home page's offer cards open the same form; Escape closes it and focus returns to the button", async ({
  page,
}) => {
  await page.goto(subdomainUrl('redgum', '/'));
  const offer = await firstOffer(page.locator('#latest-offers li'));
  const link = enquiryLink(offer, 'Ask About This Offer');
  await expect(link).toHaveText('Ask About This Offer');
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Ask About This Offer: ${offer.name}` });
  await expect(dialog).toBeVisible();
  await expectOfferForm(await waitForForm(page), offer.name);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(link).toBeFocused();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the button is a link to /contact?offer={id}, which shows the form about the offer', async ({
    page,
  }) => {
    await page.goto(subdomainUrl('harbourside', '/special-offers'));
    const offer = await firstOffer(page.getByTestId('offer-card'));
    await enquiryLink(offer, 'Enquire Now').click();
    await expect(page).toHaveURL(subdomainUrl('harbourside', `/contact?offer=${offer.id}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expectOfferForm(page.getByTestId('lead-form'), offer.name);
  });
});

test('an offer of another site on /contact is ignored: the general enquiry, about no offer', async ({
  page,
}) => {
  await page.goto(subdomainUrl('redgum', '/special-offers'));
  const { id } = await firstOffer(page.getByTestId('offer-card'));
  await page.goto(subdomainUrl('harbourside', `/contact?offer=${id}`));
  const form = await waitForForm(page);
  await expect(form.getByTestId('lead-form-offer')).toHaveCount(0);
  await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('General Enquiry');
});

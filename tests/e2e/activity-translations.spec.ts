import type { Page } from '@playwright/test';
import { expect, test } from './test.ts';
import { DEMO_PASSWORD, signIn, trpcMutation } from './helpers.ts';

// Issue 33 part 3 (docs/decisions/119) in a real browser, on a phone and a desktop: a supplier
// adds a German title, description and impact in the edit page's Translations section; a German
// visitor's booking page shows them, a French visitor's shows the English original marked
// `lang="en"` with the note "Disponible uniquement en anglais".

// Two live demo activities of Wadden Wilds without translations, one per screen size (the two
// tests share their worker's data).
const sizes = [
  { name: 'phone', width: 390, height: 844, title: 'Repair Cafe Afternoon in Amsterdam Noord', country: 'Netherlands' },
  { name: 'desktop', width: 1280, height: 900, title: 'Solidarity Farm Harvest near Oldenburg', country: 'Germany' },
] as const;

async function expectToast(page: Page, title: string) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: title }).first()).toBeVisible();
}

for (const size of sizes) {
  test(`a supplier adds a German title that German visitors read and French visitors see in English with a note (${size.name})`, async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const origin = baseURL!;
    const email = 'wadden@regen.example';
    const password = DEMO_PASSWORD;
    const { title } = size;
    const hostApi = await playwright.request.newContext({ baseURL: origin });
    await trpcMutation(hostApi, origin, 'auth.signIn', { email, password });
    const mine = await hostApi.get(`${origin}/trpc/supplier.myActivities`);
    const activities = ((await mine.json()) as { result: { data: { json: { id: string; title: string }[] } } }).result
      .data.json;
    const activityId = activities.find((a) => a.title === title)!.id;
    await hostApi.dispose();

    // The supplier opens the edit form and fills the German translation.
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/');
    await signIn(page, email, password);
    await page.goto('/supplier-dashboard');
    await page.getByRole('button', { name: `Edit ${title}` }).click();
    const section = page.getByRole('region', { name: 'Translations' });
    await expect(section.getByLabel('Original language')).toHaveValue('en');
    await section.getByLabel('Translate into').selectOption({ label: 'German' });
    const form = section.getByRole('form', { name: 'German (translated)' });
    await form.getByLabel('Title').fill('Strandhafer pflanzen auf den Dünen');
    await form
      .getByLabel('Description')
      .fill(
        'Mit dem Ranger Strandhafer auf den Inseldünen pflanzen und erfahren, wie die Dünen das Meer zurückhalten.',
      );
    await form.getByLabel('Impact').fill('Hält die Inseldünen fest');
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/activity-translations-editor-${size.width}.png`, fullPage: false });
    await form.getByRole('button', { name: 'Save translation' }).click();
    await expectToast(page, 'German translation saved.');
    await expect(section.getByLabel('Translate into').locator('option:checked')).toHaveText('German (translated)');
    await expect(form.getByRole('button', { name: 'Remove translation (German)' })).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/activity-translations-saved-${size.width}.png`, fullPage: false });

    // Visitors: German reads the translation, French the English original with the note.
    const visitor = await browser.newPage({ viewport: { width: size.width, height: size.height } });
    await visitor.goto(`/de/booking/${activityId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Strandhafer pflanzen auf den Dünen' })).toBeVisible();
    await expect(visitor.getByText('Hält die Inseldünen fest')).toBeVisible();
    await expect(visitor.getByTestId('shown-in-note')).toHaveCount(0);
    await visitor.screenshot({ path: `/tmp/activity-translations-de-${size.width}.png`, fullPage: false });

    await visitor.goto(`/fr/booking/${activityId}`);
    const heading = visitor.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveAttribute('lang', 'en');
    await expect(visitor.getByText('Disponible uniquement en anglais').first()).toBeVisible();
    await expect(visitor.getByText('Strandhafer pflanzen auf den Dünen')).toHaveCount(0);
    await visitor.screenshot({ path: `/tmp/activity-translations-fr-${size.width}.png`, fullPage: false });

    // The French country page's card says so too.
    await visitor.goto(`/fr/experiences/${size.country}`);
    const card = visitor.getByRole('article', { name: title });
    await expect(card.getByText('Disponible uniquement en anglais')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await visitor.screenshot({ path: `/tmp/activity-translations-fr-card-${size.width}.png`, fullPage: false });
    await visitor.close();
  });
}

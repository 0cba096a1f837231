import { describe, expect, it } from 'vitest';
import { PAGE_BODY_MAX, pageSettingsSchema } from './page';

const PAGE = {
  title: '  Our warranty ',
  slug: ' Warranty-Plus ',
  body: '## Five years\n\nEvery car we sell.',
  metaDescription: '  ',
  isPublished: true,
};

const problems = (value: unknown) =>
  pageSettingsSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a content page’s settings', () => {
  it('trims the title, lower-cases the address, keeps the Markdown as written, and parses its own output again', () => {
    const value = pageSettingsSchema.parse(PAGE);
    expect(value).toEqual({
      title: 'Our warranty',
      slug: 'warranty-plus',
      body: '## Five years\n\nEvery car we sell.',
      metaDescription: null,
      isPublished: true,
    });
    expect(pageSettingsSchema.parse(value)).toEqual(value);
  });

  it.each(['about us', 'about--us', '-about', 'über', 'about/us'])('refuses the address %s', (slug) => {
    expect(problems({ ...PAGE, slug })).toEqual([
      ['slug', 'Use lower-case letters, numbers and single hyphens, like about-us'],
    ]);
  });

  it('asks for a title, an address and some text, and caps the text at 50,000 characters', () => {
    expect(problems({ ...PAGE, title: ' ', slug: '', body: '  \n' })).toEqual([
      ['title', 'Enter the page title'],
      ['slug', 'Enter the page’s address, like about-us'],
      ['body', 'Write the page’s text'],
    ]);
    expect(problems({ ...PAGE, body: 'x'.repeat(PAGE_BODY_MAX + 1) })).toEqual([
      ['body', 'Keep the text under 50,000 characters'],
    ]);
    expect(problems({ ...PAGE, body: 'x'.repeat(PAGE_BODY_MAX) })).toBeUndefined();
  });

  it('refuses fields it does not know', () => {
    expect(problems({ ...PAGE, siteId: 2 })).toEqual([['', 'Unrecognized key: "siteId"']]);
  });
});

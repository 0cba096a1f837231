import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CARAVAN, FULL_CAR } from '@/domain/vehicle/specs/test-fixtures';
import { AllSpecifications } from './all-specifications';
import { DealerComments } from './dealer-comments';
import { DisclaimerSection } from './disclaimer-section';
import { ExternalVideoSection } from './external-video-section';
import { FeaturesSection } from './features-section';
import { HistoryReportPanel } from './history-report-panel';
import { KeyInformation } from './key-information';

// The server-rendered first paint of each section (collapsed state, ids, labels). Pressing the toggles and
// the analytics event on opening the history report need a browser: they belong to the vehicle page's e2e tests.
const render = (element: ReactElement) => renderToStaticMarkup(element);

/** The text of the elements matching an opening-tag pattern, in order, with whether each is hidden. */
function items(html: string, tag: string): { text: string; hidden: boolean }[] {
  const pattern = new RegExp(`<${tag}( [^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(pattern)].map((m) => ({
    text: m[2]!.replace(/<[^>]+>/g, ''),
    hidden: /\bhidden=""/.test(m[1] ?? ''),
  }));
}

function buttons(html: string): string[] {
  return [...html.matchAll(/<button ([^>]*)>([^<]*)<\/button>/g)].map(
    (m) =>
      `${m[2]} [expanded=${/aria-expanded="(\w+)"/.exec(m[1]!)?.[1]} controls=${/aria-controls="([^"]+)"/.exec(m[1]!)?.[1]}]`,
  );
}

const rowTexts = (html: string) =>
  [...html.matchAll(/<div( hidden="")?[^>]*><dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd><\/div>/g)].map(
    (m) => `${m[2]}: ${m[3]}${m[1] ? ' (hidden)' : ''}`,
  );

describe('KeyInformation (D-28)', () => {
  it('shows the first 4 facts, hides the rest and offers Show More', () => {
    const html = render(createElement(KeyInformation, { car: FULL_CAR, kind: 'car' }));
    expect(html).toContain('<section id="key-information" aria-labelledby="key-information-heading"');
    expect(html).toContain('>Key Information</h2>');
    expect(rowTexts(html)).toEqual([
      'Kilometres: 45,210 km',
      'Transmission: 6 Speed Automatic',
      'Fuel Type: Diesel',
      'Body type: Ute',
      'Drive type: Four Wheel Drive (hidden)',
      'Engine: 2.8L 4 cyl (hidden)',
      'Seats: 5 (hidden)',
      'Exterior Colour: Glacier White (hidden)',
    ]);
    expect(buttons(html)).toEqual(['Show More [expanded=false controls=key-information-list]']);
    expect(html).toContain('<dl id="key-information-list"');
  });

  it('has no toggle with 4 facts or fewer', () => {
    const html = render(createElement(KeyInformation, { car: CARAVAN, kind: 'car' }));
    expect(rowTexts(html)).toEqual(['Kilometres: 0 km', 'Body type: Caravan', 'Exterior Colour: White']);
    expect(buttons(html)).toEqual([]);
  });

  it('leads a caravan with its length, sleeps and masses, without kilometres (issue 17)', () => {
    const html = render(createElement(KeyInformation, { car: CARAVAN, kind: 'caravan' }));
    expect(rowTexts(html)).toEqual([
      'Body Length: 6.51 m',
      'Sleeps: 4',
      'Aggregate Trailer Mass: 2,950 kg',
      'Tare Weight: 2,300 kg',
      'Body type: Caravan (hidden)',
      'Axle Type: Tandem Axle (hidden)',
      'Exterior Colour: White (hidden)',
    ]);
  });
});

describe('AllSpecifications (D-29, D-31..D-37)', () => {
  it('shows 4 rows of Featured, hides the other lists and offers Show All', () => {
    const html = render(createElement(AllSpecifications, { car: FULL_CAR, kind: 'car' }));
    expect(html).toContain('>All Specifications</h2>');
    expect(items(html, 'h3').map((h) => h.text)).toEqual(['Featured', 'Specifications', 'Summary']);
    const rows = rowTexts(html);
    expect(rows).toHaveLength(31);
    expect(rows.slice(0, 5)).toEqual([
      'Kilometres: 45,210 km',
      'Compliance date: 03/2021',
      'Build date: 01/2021',
      'Engine: 2.8L 4 cyl',
      'Fuel Type: Diesel (hidden)',
    ]);
    expect(rows.slice(13, 15)).toEqual([
      'Engine power: 150 kW (hidden)',
      'Fuel consumption: 7.9 L/100km (hidden)',
    ]);
    expect(html.match(/<div hidden="" data-extra="block"><h3/g)).toHaveLength(2);
    expect(buttons(html)).toEqual(['Show All [expanded=false controls=all-specifications-lists]']);
  });

  it('shows a caravan its dimensions in metres and masses in kg', () => {
    const html = render(createElement(AllSpecifications, { car: CARAVAN, kind: 'car' }));
    expect(rowTexts(html)).toContain('Body Length: 6.51 m (hidden)');
    expect(rowTexts(html)).toContain('Aggregate Trailer Mass: 2,950 kg (hidden)');
  });

  it('leads a caravan with its own list, seen before Show All, and no kilometres (issue 17)', () => {
    const html = render(createElement(AllSpecifications, { car: { ...CARAVAN, km: 0 }, kind: 'caravan' }));
    expect(html.indexOf('Caravan Specifications')).toBeLessThan(html.indexOf('>Featured<'));
    expect(rowTexts(html).slice(0, 4)).toEqual([
      'Body Width: 2.35 m',
      'Body Length: 6.51 m',
      'Tare Weight: 2,300 kg',
      'Axle Type: Tandem Axle',
    ]);
    expect(rowTexts(html).some((row) => row.startsWith('Kilometres'))).toBe(false);
  });

  it('marks collapsed rows for the no-script styles and wraps the toggle (issue 17)', () => {
    const html = render(createElement(KeyInformation, { car: FULL_CAR, kind: 'car' }));
    expect(html.match(/hidden="" data-extra="block"/g)).toHaveLength(4);
    expect(html).toContain('<button type="button" data-needs-script="" aria-expanded="false"');
  });
});

describe('FeaturesSection (D-30)', () => {
  const ten = Array.from({ length: 10 }, (_, i) => `Feature ${i + 1}`);

  it('shows 8 items of each list, then Show All, each list on its own', () => {
    const html = render(
      createElement(FeaturesSection, { car: { standardEquipment: ten, features: ['Tow Bar'] } }),
    );
    expect(html).toContain('<section id="vehicle-features" aria-labelledby="vehicle-features-heading"');
    expect(items(html, 'h3').map((h) => h.text)).toEqual(['Standard Equipment', 'Optional Features']);
    const listed = items(html, 'li');
    expect(listed.filter((li) => !li.hidden).map((li) => li.text)).toEqual([...ten.slice(0, 8), 'Tow Bar']);
    expect(listed.filter((li) => li.hidden).map((li) => li.text)).toEqual(['Feature 9', 'Feature 10']);
    expect(buttons(html)).toEqual(['Show All [expanded=false controls=features-standardEquipment]']);
  });

  it('has no toggle at 8 items and no section without items', () => {
    const html = render(
      createElement(FeaturesSection, { car: { standardEquipment: ten.slice(0, 8), features: [] } }),
    );
    expect(buttons(html)).toEqual([]);
    expect(render(createElement(FeaturesSection, { car: { standardEquipment: [], features: [] } }))).toBe('');
  });
});

describe('DealerComments (D-76..D-78)', () => {
  const long = `${'Well kept. '.repeat(40)}\nServiced.`;

  it('shows the pending text without comments', () => {
    const html = render(createElement(DealerComments, { comments: '  ', toggleStyle: 'showMore' }));
    expect(html).toContain('>Dealer Comments</h2>');
    expect(html).toContain(
      '<p class="text-muted">Dealer comments are pending. Please check back here later.</p>',
    );
    expect(buttons(html)).toEqual([]);
  });

  it('shows comments of 400 characters or fewer whole, with no toggle', () => {
    const html = render(
      createElement(DealerComments, { comments: 'One owner.\nLog books.', toggleStyle: 'showMore' }),
    );
    expect(html).toContain(
      '<p id="dealer-comments-text" class="whitespace-pre-line break-words">One owner.\nLog books.</p>',
    );
    expect(buttons(html)).toEqual([]);
  });

  it('starts collapsed at 400 characters with Show More', () => {
    const html = render(createElement(DealerComments, { comments: long, toggleStyle: 'showMore' }));
    expect(html).toContain(
      `<p id="dealer-comments-text" class="whitespace-pre-line break-words">${'Well kept. '.repeat(36)}Well<span data-needs-script="">…</span><span hidden="" data-extra="inline">${' kept. '}${'Well kept. '.repeat(3)}\nServiced.</span></p>`,
    );
    expect(buttons(html)).toEqual(['Show More [expanded=false controls=dealer-comments-text]']);
  });

  it("reads 'more...' inside the text with the inline style", () => {
    const html = render(createElement(DealerComments, { comments: long, toggleStyle: 'inline' }));
    expect(buttons(html)).toEqual(['more... [expanded=false controls=dealer-comments-text]']);
    expect(html).toMatch(/<\/span> <button [^>]*>more\.\.\.<\/button><\/p>/);
  });

  it('shows markup as text', () => {
    const html = render(
      createElement(DealerComments, { comments: '<b>Hi</b><script>x()</script>', toggleStyle: 'showMore' }),
    );
    expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt;&lt;script&gt;x()&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });
});

describe('HistoryReportPanel (D-43)', () => {
  const report = 'https://reports.example/history/VIN1.pdf';

  it('links the report of a used car in a new tab', () => {
    const html = render(
      createElement(HistoryReportPanel, { car: { id: 7, carType: 'used', historyReportUrl: report } }),
    );
    expect(html).toContain('<section id="used-vehicle-check"');
    expect(html).toContain('>Used Vehicle Check</h2>');
    expect(html).toMatch(
      /<a href="https:\/\/reports\.example\/history\/VIN1\.pdf" target="_blank" rel="noopener noreferrer"[^>]*>.*View History Report<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/,
    );
  });

  it('is absent for a new car or without a report', () => {
    expect(
      render(createElement(HistoryReportPanel, { car: { id: 7, carType: 'new', historyReportUrl: report } })),
    ).toBe('');
    expect(
      render(createElement(HistoryReportPanel, { car: { id: 7, carType: 'used', historyReportUrl: null } })),
    ).toBe('');
  });
});

describe('ExternalVideoSection (D-42)', () => {
  it('links the video when no player is given', () => {
    const html = render(
      createElement(ExternalVideoSection, {
        url: '/media/video/hs1-walkaround.mp4',
        carName: '2021 Toyota HiLux SR5',
      }),
    );
    expect(html).toContain('<section id="external-video"');
    expect(html).toMatch(
      /<a href="\/media\/video\/hs1-walkaround\.mp4" target="_blank" rel="noopener noreferrer" aria-label="Watch the video of the 2021 Toyota HiLux SR5 \(opens in a new tab\)"/,
    );
  });

  it('shows the given player instead', () => {
    const player = createElement('video', { src: '/v.mp4' });
    const html = render(createElement(ExternalVideoSection, { url: '/v.mp4', carName: 'Car' }, player));
    expect(html).toContain('<video src="/v.mp4"></video>');
    expect(html).not.toContain('Watch Video');
  });

  it('is absent without a safe URL', () => {
    expect(render(createElement(ExternalVideoSection, { url: null, carName: 'Car' }))).toBe('');
    expect(render(createElement(ExternalVideoSection, { url: 'javascript:alert(1)', carName: 'Car' }))).toBe(
      '',
    );
  });
});

describe('DisclaimerSection (D-105)', () => {
  const finance = { provider: 'ausloans' as const, vehicleTypeLabel: 'Car', disclaimerTruncateAt: 197 };

  it('has the id financeDisclaimer and truncates the lender wording at 197', () => {
    // A wording with its own comparison-rate warning is shown as it is (else the warning follows it).
    const wording = `WARNING ${'W'.repeat(192)}`;
    const html = render(
      createElement(DisclaimerSection, { lenders: [{ provider: 'ausloans', disclaimer: wording }], finance }),
    );
    expect(html).toContain('<section id="financeDisclaimer" aria-labelledby="financeDisclaimer-heading"');
    expect(html).toContain(
      `<p id="financeDisclaimer-text" class="whitespace-pre-line break-words">WARNING ${'W'.repeat(189)}<span data-needs-script="">…</span><span hidden="" data-extra="inline">WWW</span></p>`,
    );
    expect(buttons(html)).toEqual(['Show More [expanded=false controls=financeDisclaimer-text]']);
  });

  it('shows the default wording whole when truncation is off', () => {
    const html = render(
      createElement(DisclaimerSection, { lenders: [], finance: { ...finance, disclaimerTruncateAt: null } }),
    );
    expect(html).toContain(
      'based on a car loan over a 5-year term with a 10.0% deposit and a 30.0% final payment.',
    );
    expect(buttons(html)).toEqual([]);
  });
});

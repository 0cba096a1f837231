import { describe, expect, it } from 'vitest';
import { ageOn, checkBirthDate, normalizeLicenceNumber } from './applicant';

describe('ageOn', () => {
  it('counts a birthday on its day', () => {
    expect(ageOn('2008-03-02', '2026-03-01')).toBe(17);
    expect(ageOn('2008-03-02', '2026-03-02')).toBe(18);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('checkBirthDate', () => {
  const today = '2026-03-02';

  it('accepts an adult applicant', () => {
    expect(checkBirthDate('1990-07-15', today)).toBe('ok');
    expect(checkBirthDate('2008-03-02', today)).toBe('ok');
  });

  it('refuses an applicant under 18', () => {
    expect(checkBirthDate('2008-03-03', today)).toBe('underAge');
  });

  it('refuses dates that do not exist, lie ahead or more than 120 years back', () => {
    expect(checkBirthDate('1990-02-30', today)).toBe('invalid');
    expect(checkBirthDate('15/07/1990', today)).toBe('invalid');
    expect(checkBirthDate('2026-03-03', today)).toBe('invalid');
    expect(checkBirthDate('1905-03-01', today)).toBe('invalid');
    expect(checkBirthDate('1906-03-02', today)).toBe('ok');
  });

  it('checks only the date itself without the site date', () => {
    expect(checkBirthDate('2020-01-01', null)).toBe('ok');
    expect(checkBirthDate('2020-13-01', null)).toBe('invalid');
  });
});

describe('normalizeLicenceNumber', () => {
  it('stores upper case without spaces or hyphens', () => {
    expect(normalizeLicenceNumber(' 123 456 789 ')).toBe('123456789');
    expect(normalizeLicenceNumber('ab-12cd')).toBe('AB12CD');
  });

  it('refuses fewer than 4 or more than 10 letters and digits, and other characters', () => {
    for (const input of ['123', '12345678901', '1234/567']) expect(normalizeLicenceNumber(input)).toBeNull();
  });
});

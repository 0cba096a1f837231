import { describe, expect, it } from 'vitest';
import { licenceLines } from './licence-lines';

const on = { showDealerLicence: true, showMotorVehicleRepairer: true };

describe('J-9 licenceLines', () => {
  it("reads 'DL: {n}' and 'MRB: {n}'", () => {
    expect(licenceLines({ dealerLicenceNumber: 'MD 123', motorVehicleRepairer: 'MVR 9' }, on)).toEqual([
      'DL: MD 123',
      'MRB: MVR 9',
    ]);
  });

  it('leaves out an empty number and a line the site switches off', () => {
    expect(licenceLines({ dealerLicenceNumber: ' ', motorVehicleRepairer: 'MVR 9' }, on)).toEqual([
      'MRB: MVR 9',
    ]);
    const dlOff = { ...on, showDealerLicence: false };
    expect(licenceLines({ dealerLicenceNumber: 'MD 1', motorVehicleRepairer: null }, dlOff)).toEqual([]);
  });
});

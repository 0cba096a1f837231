export type LicencedLocation = { dealerLicenceNumber: string | null; motorVehicleRepairer: string | null };
export type LicenceSwitches = { showDealerLicence: boolean; showMotorVehicleRepairer: boolean };

/** J-9: 'DL: {n}' and 'MRB: {n}', each left out when empty or switched off by the site. */
export function licenceLines(location: LicencedLocation, features: LicenceSwitches): string[] {
  const dl = location.dealerLicenceNumber?.trim();
  const mrb = location.motorVehicleRepairer?.trim();
  return [
    features.showDealerLicence && dl ? `DL: ${dl}` : null,
    features.showMotorVehicleRepairer && mrb ? `MRB: ${mrb}` : null,
  ].filter((line): line is string => line !== null);
}

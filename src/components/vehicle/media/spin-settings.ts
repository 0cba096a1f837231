/** The spin options the viewer reads: `config.vehicle.spin` of the site (options 65–68 and interiorHosts). */
export type SpinSettings = {
  defaultView: 'spin' | 'gallery';
  autoplay: boolean;
  autoplayIntervalMs: number;
  dragSensitivityPx: number;
  interiorHosts: readonly string[];
};

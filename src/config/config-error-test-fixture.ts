import { SiteConfigError } from './errors';

/** Tests only: the SiteConfigError `run` throws; any other outcome fails the test. */
export function captureError(run: () => unknown): SiteConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof SiteConfigError) return error;
    throw error;
  }
  throw new Error('expected a SiteConfigError');
}

/** Tests only: the platform's anti-spam defaults as decision 035 sets them, written out. */
export const ANTI_SPAM_DEFAULTS = {
  minFillSeconds: 3,
  hardLimits: {
    submissions: { points: 20, durationSeconds: 600 },
    challenges: { points: 60, durationSeconds: 600 },
  },
  rateLimits: {
    ip: { points: 5, durationSeconds: 600 },
    contact: { points: 3, durationSeconds: 600 },
    site: { points: 200, durationSeconds: 3_600 },
  },
};

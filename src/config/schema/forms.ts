import { z } from 'zod';
import { antiSpamSchema, captchaDifficultySchema } from './anti-spam';
import { auStateSchema } from './primitives';

/**
 * ALTCHA is the default: a self-hosted proof of work that needs no key and no outside service, so forms
 * work offline and no third party can block a lead. The hosted providers need the site key.
 */
const captchaSchema = z
  .object({
    provider: z.enum(['altcha', 'recaptcha', 'turnstile']).default('altcha'),
    siteKey: z.string().min(1).nullable().default(null),
    difficulty: captchaDifficultySchema,
  })
  .strict()
  .refine((captcha) => captcha.provider === 'altcha' || captcha.siteKey !== null, {
    message: 'siteKey is required for a hosted captcha provider',
    path: ['siteKey'],
  })
  .prefault({});

/** Options 92–100: forms and leads. */
export const formsSchema = z
  .object({
    enquiryMessageRequired: z.boolean().default(true),
    showWebsiteLocationSelect: z.boolean().default(false),
    removePreferredDealershipField: z.boolean().default(false),
    termsCheckboxEnabled: z.boolean().default(false),
    /** Custom terms disclaimer; null = the platform wording. */
    termsText: z.string().min(1).nullable().default(null),
    /** H-27: the state a form's state select starts on. */
    defaultState: auStateSchema.default('qld'),
    /**
     * Decision 053: the postcode a form's postcode field starts with; null = empty (the buyer's own is
     * unknown).
     */
    defaultPostcode: z
      .string()
      .regex(/^\d{4}$/)
      .nullable()
      .default(null),
    /** Unticked: the Spam Act does not accept a pre-ticked box as consent (decision 1). */
    optInDefault: z.boolean().default(false),
    captcha: captchaSchema,
    antiSpam: antiSpamSchema,
    /** column_name posted with the valuation to /api/miscellaneous (H-41, decision 048); null = not posted. */
    valuationMiscellaneousColumn: z.string().min(1).max(200).nullable().default(null),
    offerEnquireButtonText: z.string().min(1).default('Enquire Now'),
  })
  .strict()
  .prefault({});

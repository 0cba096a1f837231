import { z } from 'zod';
import { HOST_NAME_PATTERN, nonNegativeInt, positiveInt, recordOf } from './primitives';

export const vehicleActionKeys = [
  'call',
  'enquire',
  'finance',
  'tradeIn',
  'testDrive',
  'reserve',
  'requestPhotos',
] as const;

export type VehicleActionKey = (typeof vehicleActionKeys)[number];

/** label null = the component's own wording; a site renames or hides an action here. */
function actionSchema(label: string | null = null) {
  return z
    .object({ label: z.string().min(1).nullable().default(label), hidden: z.boolean().default(false) })
    .strict()
    .prefault({});
}

const actionsSchema = z
  .object({
    call: actionSchema(),
    enquire: actionSchema(),
    finance: actionSchema('Get Finance'),
    tradeIn: actionSchema(),
    testDrive: actionSchema(),
    reserve: actionSchema(),
    requestPhotos: actionSchema(),
  })
  .strict()
  .prefault({});

const actionLabelsSchema = z
  .object({
    call: z.string().min(1).optional(),
    enquire: z.string().min(1).optional(),
    finance: z.string().min(1).optional(),
    tradeIn: z.string().min(1).optional(),
    testDrive: z.string().min(1).optional(),
    reserve: z.string().min(1).optional(),
    requestPhotos: z.string().min(1).optional(),
  })
  .strict();

/** Options 65–68 (D-12, D-20, D-22) and the interior allow-list (D-18). */
const spinSchema = z
  .object({
    defaultView: z.enum(['spin', 'gallery']).default('spin'),
    autoplay: z.boolean().default(false),
    autoplayIntervalMs: positiveInt.default(100),
    dragSensitivityPx: positiveInt.default(20),
    /**
     * Hosts whose https pages the Interior view may embed (exact host names, lower case). The site's own
     * paths are always allowed; an interior URL from any other host gets no Interior button.
     */
    interiorHosts: z
      .array(z.string().regex(HOST_NAME_PATTERN, 'expected a lower-case host name without a port'))
      .default([]),
  })
  .strict()
  .prefault({});

const contactPanelSchema = z
  .object({
    showDealershipName: z.boolean().default(false),
    showMoreFromDealer: z.boolean().default(false),
  })
  .strict()
  .prefault({});

/** Options 22–23, 65–76, 82: the vehicle detail page. */
export const vehicleSchema = z
  .object({
    actions: actionsSchema,
    /**
     * Item type → action → label. The one mechanism for item-type wording: overlayVehicleConfig
     * copies the car's entry onto `actions.*.label`, so components read only `actions`.
     */
    actionLabelsByItemType: recordOf(actionLabelsSchema).default({
      caravan: { testDrive: 'Book Inspection' },
    }),
    spin: spinSchema,
    phoneRevealedByDefault: z.boolean().default(false),
    contactPanel: contactPanelSchema,
    commentsToggleStyle: z.enum(['showMore', 'inline']).default('showMore'),
    checkoutRouteStyle: z.enum(['checkout', 'buyOnline']).default('checkout'),
    showReserveAmount: z.boolean().default(false),
    reserveAmount: nonNegativeInt.default(200),
    /** Checkout needs a price strictly above this (D-55). */
    checkoutMinPrice: z.number().nonnegative().default(200),
    financeApprovalText: z.string().min(1).default('Get Pre-Approved Now'),
  })
  .strict()
  .prefault({});

/** Options 77–79. */
export const shareSchema = z
  .object({
    hideTwitter: z.boolean().default(false),
    twitterHashtags: z.array(z.string().min(1)).default([]),
    twitterRelated: z.array(z.string().min(1)).default([]),
  })
  .strict()
  .prefault({});

/** Options 80–81. */
export const mapSchema = z
  .object({
    zoom: z.number().int().min(0).max(22).default(15),
    type: z.enum(['roadmap', 'satellite', 'hybrid', 'terrain']).default('roadmap'),
  })
  .strict()
  .prefault({});

import { z } from 'zod';
import { hexColorSchema } from '@/config/schema/primitives';
import { dbTextSchema } from '@/domain/validation/db-values';
import { contrastRatio, TEXT_CONTRAST_MINIMUM } from './contrast';
import { optionalSiteOrHttpsUrlSchema } from './site-url';

/** The theme colours a dealer sets (config.theme.colors), in the order the form lists them. */
export const THEME_COLOR_FIELDS = [
  { key: 'primary', label: 'Primary (buttons and links)' },
  { key: 'primaryForeground', label: 'Text on primary' },
  { key: 'accent', label: 'Accent (badges and highlights)' },
  { key: 'accentForeground', label: 'Text on accent' },
  { key: 'headerBackground', label: 'Header background' },
  { key: 'headerForeground', label: 'Header text' },
  { key: 'footerBackground', label: 'Footer background' },
  { key: 'footerForeground', label: 'Footer text' },
  { key: 'background', label: 'Page background' },
  { key: 'foreground', label: 'Page text' },
  { key: 'muted', label: 'Secondary text' },
] as const;

export type ThemeColorKey = (typeof THEME_COLOR_FIELDS)[number]['key'];
export type ThemeColors = Record<ThemeColorKey, string>;

/** Text and the colour it sits on: each pair must reach AA contrast (4.5:1) before the palette is published. */
const CONTRAST_PAIRS: readonly { text: ThemeColorKey; on: ThemeColorKey; what: string }[] = [
  { text: 'primaryForeground', on: 'primary', what: 'Text on primary' },
  { text: 'accentForeground', on: 'accent', what: 'Text on accent' },
  { text: 'headerForeground', on: 'headerBackground', what: 'Header text' },
  { text: 'footerForeground', on: 'footerBackground', what: 'Footer text' },
  { text: 'foreground', on: 'background', what: 'Page text' },
  { text: 'muted', on: 'background', what: 'Secondary text' },
  { text: 'primary', on: 'background', what: 'Links (primary on the page background)' },
];

const isHexColor = (value: string) => hexColorSchema.safeParse(value).success;

export type ContrastProblem = { field: ThemeColorKey; message: string };

const ratioText = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** Every text colour that is too faint on its background, with the ratio it has and the one it needs. */
export function contrastProblems(colors: ThemeColors): ContrastProblem[] {
  return CONTRAST_PAIRS.flatMap(({ text, on, what }) => {
    // A colour that is not #rrggbb has its own problem already; it has no contrast to speak of.
    if (!isHexColor(colors[text]) || !isHexColor(colors[on])) return [];
    const ratio = contrastRatio(colors[text], colors[on]);
    if (ratio >= TEXT_CONTRAST_MINIMUM) return [];
    return [
      {
        field: text,
        message: `${what} has a contrast of ${ratioText(ratio)}; it needs at least ${TEXT_CONTRAST_MINIMUM}:1 to be readable`,
      },
    ];
  });
}

const colorsSchema = z.object(
  Object.fromEntries(
    THEME_COLOR_FIELDS.map(({ key }) => [key, hexColorSchema.transform((value) => value.toLowerCase())]),
  ) as Record<ThemeColorKey, z.ZodPipe<typeof hexColorSchema, z.ZodTransform<string, string>>>,
);

/** The branding section: the site's name as buyers see it, its logo and its theme colours. */
export const brandingSchema = z
  .object({
    name: dbTextSchema.pipe(z.string().trim().min(1, 'Enter the site name').max(120)),
    // A logo the site serves itself ('/logo.svg') or an https address; nothing a browser would not load.
    logoUrl: optionalSiteOrHttpsUrlSchema,
    colors: colorsSchema,
  })
  .strict()
  .superRefine((value, context) => {
    for (const problem of contrastProblems(value.colors))
      context.addIssue({ code: 'custom', path: ['colors', problem.field], message: problem.message });
  });

export type Branding = z.output<typeof brandingSchema>;

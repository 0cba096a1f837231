import { z } from 'zod';
import { MAX_LOGO_TEXT, renderLogoSvg } from '@/domain/media/logo-svg';
import { decodeSegment } from '@/domain/navigation/decode-segment';
import { notFoundResponse, svgResponse } from '../../../svg-response';

type Params = { text: string; colour: string };

const paramsSchema = z.object({
  text: z.string().transform(decodeSegment).pipe(z.string().trim().min(1).max(MAX_LOGO_TEXT)),
  colour: z
    .string()
    .regex(/^[0-9a-fA-F]{6}(\.svg)?$/)
    .transform((value) => value.replace(/\.svg$/, '')),
});

const textColourSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{6}$/)
  .optional();

/**
 * GET /media/logo/{name}/{rrggbb}.svg[?fg=rrggbb]: a generated wordmark for a site or brand. `fg` sets the
 * wordmark's text colour, for logos shown on a dark header.
 */
export async function GET(request: Request, context: { params: Promise<Params> }): Promise<Response> {
  const parsed = paramsSchema.safeParse(await context.params);
  const textColour = textColourSchema.safeParse(new URL(request.url).searchParams.get('fg') ?? undefined);
  if (!parsed.success || !textColour.success) return notFoundResponse();
  return svgResponse(renderLogoSvg({ ...parsed.data, textColour: textColour.data }));
}

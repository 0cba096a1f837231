import { z } from 'zod';
import { MAX_LOGO_TEXT, renderLogoSvg } from '@/domain/media/logo-svg';
import { notFoundResponse, safeDecode, svgResponse } from '../../../svg-response';

type Params = { text: string; colour: string };

const paramsSchema = z.object({
  text: z.string().transform(safeDecode).pipe(z.string().trim().min(1).max(MAX_LOGO_TEXT)),
  colour: z
    .string()
    .regex(/^[0-9a-fA-F]{6}(\.svg)?$/)
    .transform((value) => value.replace(/\.svg$/, '')),
});

/** GET /media/logo/{name}/{rrggbb}.svg: a generated wordmark for a site or brand. */
export async function GET(_request: Request, context: { params: Promise<Params> }): Promise<Response> {
  const parsed = paramsSchema.safeParse(await context.params);
  if (!parsed.success) return notFoundResponse();
  return svgResponse(renderLogoSvg(parsed.data));
}

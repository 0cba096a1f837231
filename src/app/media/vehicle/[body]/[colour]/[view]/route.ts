import { z } from 'zod';
import { parseVehicleView, VEHICLE_BODIES } from '@/domain/media/vehicle-body';
import { renderVehicleSvg } from '@/domain/media/vehicle-svg';
import { notFoundResponse, svgResponse } from '../../../../svg-response';

type Params = { body: string; colour: string; view: string };

const paramsSchema = z.object({
  body: z.enum(VEHICLE_BODIES),
  colour: z.string().regex(/^[0-9a-fA-F]{6}$/),
  view: z
    .string()
    .max(24)
    .transform(
      (value, ctx) =>
        parseVehicleView(value) ?? (ctx.addIssue({ code: 'custom', message: 'unknown view' }), z.NEVER),
    ),
});

/** GET /media/vehicle/{body}/{rrggbb}/{view}.svg: a generated demo photo (see src/domain/media). */
export async function GET(_request: Request, context: { params: Promise<Params> }): Promise<Response> {
  const parsed = paramsSchema.safeParse(await context.params);
  if (!parsed.success) return notFoundResponse();
  return svgResponse(renderVehicleSvg(parsed.data));
}

import { vehicleImageParamsSchema } from '@/domain/media/vehicle-image-path';
import { renderVehicleSvg } from '@/domain/media/vehicle-svg';
import { notFoundResponse, svgResponse } from '../../../../svg-response';

type Params = { body: string; colour: string; view: string };

/** GET /media/vehicle/{body}/{rrggbb}/{view}.svg: a generated demo photo (see src/domain/media). */
export async function GET(_request: Request, context: { params: Promise<Params> }): Promise<Response> {
  const parsed = vehicleImageParamsSchema.safeParse(await context.params);
  if (!parsed.success) return notFoundResponse();
  return svgResponse(renderVehicleSvg(parsed.data));
}

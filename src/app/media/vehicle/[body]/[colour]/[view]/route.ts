import { vehicleImageFormat, vehicleImageParamsSchema } from '@/domain/media/vehicle-image-path';
import { renderVehicleSvg } from '@/domain/media/vehicle-svg';
import { renderVehicleJpeg } from '@/server/media/vehicle-jpeg';
import { IMMUTABLE_CACHE, notFoundResponse, svgResponse } from '../../../../svg-response';

type Params = { body: string; colour: string; view: string };

/** Link previews (og:image) want a raster picture; 1200×800 keeps the photos' 3:2. */
const SHARE_IMAGE_SIZE = { width: 1200, height: 800 } as const;

/**
 * GET /media/vehicle/{body}/{rrggbb}/{view}.svg: a generated demo photo (see src/domain/media); the same
 * picture at {view}.jpg as a JPEG, for the share images of a car's page.
 */
export async function GET(_request: Request, context: { params: Promise<Params> }): Promise<Response> {
  const params = await context.params;
  const parsed = vehicleImageParamsSchema.safeParse(params);
  if (!parsed.success) return notFoundResponse();
  if (vehicleImageFormat(params.view) === 'svg') return svgResponse(renderVehicleSvg(parsed.data));
  const jpeg = await renderVehicleJpeg(parsed.data, SHARE_IMAGE_SIZE);
  return new Response(new Uint8Array(jpeg), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Cache-Control': IMMUTABLE_CACHE,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

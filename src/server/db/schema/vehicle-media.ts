import { foreignKey, index, integer, pgTable, real, smallint, text, unique } from 'drizzle-orm/pg-core';
import { siteIdColumn } from './columns';
import { vehicles } from './vehicles';

export const vehicleImages = pgTable(
  'vehicle_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    thumbUrl: text('thumb_url').notNull(),
    width: smallint('width'),
    height: smallint('height'),
    /**
     * Where an imported photo came from (decision 059): a feed listing the same photos again fetches nothing.
     */
    sourceUrl: text('source_url'),
  },
  (t) => [
    unique('vehicle_images_site_vehicle_position_key').on(t.siteId, t.vehicleId, t.position),
    foreignKey({
      name: 'vehicle_images_vehicle_fk',
      columns: [t.siteId, t.vehicleId],
      foreignColumns: [vehicles.siteId, vehicles.id],
    }).onDelete('cascade'),
  ],
);

/** Exterior 360 frames in rotation order (D-15..D-24). */
export const spinFrames = pgTable(
  'spin_frames',
  {
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    frameIndex: smallint('frame_index').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    unique('spin_frames_site_vehicle_frame_key').on(t.siteId, t.vehicleId, t.frameIndex),
    foreignKey({
      name: 'spin_frames_vehicle_fk',
      columns: [t.siteId, t.vehicleId],
      foreignColumns: [vehicles.siteId, vehicles.id],
    }).onDelete('cascade'),
  ],
);

/** Hotspots on the spin: exterior ones sit on a frame; interior ones on the interior view. x/y are percentages. */
export const spinHotspots = pgTable(
  'spin_hotspots',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    siteId: siteIdColumn(),
    vehicleId: integer('vehicle_id').notNull(),
    view: text('view').notNull(),
    frameIndex: smallint('frame_index'),
    x: real('x').notNull(),
    y: real('y').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    index('spin_hotspots_site_vehicle_idx').on(t.siteId, t.vehicleId),
    foreignKey({
      name: 'spin_hotspots_vehicle_fk',
      columns: [t.siteId, t.vehicleId],
      foreignColumns: [vehicles.siteId, vehicles.id],
    }).onDelete('cascade'),
  ],
);

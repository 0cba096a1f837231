import { z } from 'zod';

/**
 * What one override layer may hold: any subset of the config, at any depth. Arrays are replaced whole, so
 * they stay whole here; null may appear wherever the full type allows null, and on map entries (deletes them).
 * Discriminated unions (promo.cardPosition) are typed loosely here; the runtime layer schema requires them whole.
 */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? string extends keyof T
      ? { [key: string]: DeepPartial<T[keyof T]> | null }
      : { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

function toStrictUnion(schema: z.ZodDiscriminatedUnion): z.ZodType {
  const options = schema.options.map((option) => (option as z.ZodObject).strict());
  return z.discriminatedUnion(schema.def.discriminator, options as [z.ZodObject, ...z.ZodObject[]]);
}

/**
 * Derives the schema of one override layer from the full schema: every object partial and strict (a typo
 * in an override is an error that names the layer's own field), defaults removed (a layer states only
 * what it changes), refinements dropped (they hold for the merged result, which is validated again).
 */
export function toLayerSchema(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault || schema instanceof z.ZodOptional) {
    return toLayerSchema(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodNullable) return toLayerSchema(schema.unwrap() as z.ZodType).nullable();
  // recordOf(): validate the map before its null entries are dropped.
  if (schema instanceof z.ZodPipe) return toLayerSchema(schema.in as z.ZodType);
  if (schema instanceof z.ZodObject) {
    const shape: Record<string, z.ZodType> = {};
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      shape[key] = toLayerSchema(field).optional();
    }
    return z.object(shape).strict();
  }
  if (schema instanceof z.ZodRecord) {
    return z.record(schema.keyType as z.ZodString, toLayerSchema(schema.valueType as z.ZodType));
  }
  // Union members are strip objects in the full schema (see promo.ts); a layer must name one member exactly.
  if (schema instanceof z.ZodDiscriminatedUnion) return toStrictUnion(schema);
  return schema;
}

import { z } from 'zod';
import { columnMappingFileSchema, type ColumnMappingFile } from './columns';

export type MappingFileOutcome = { ok: true; mapping: ColumnMappingFile } | { ok: false; error: string };

/**
 * A column mapping file's text (`npm run import -- --mapping`, the console's import form): JSON that is a
 * mapping, or what is wrong with it, naming the file as its reader knows it.
 */
export function readColumnMappingText(text: string, name: string): MappingFileOutcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return {
      ok: false,
      error: `The mapping file ${name} is not JSON we can read: ${(error as Error).message}`,
    };
  }
  const mapping = columnMappingFileSchema.safeParse(parsed);
  if (!mapping.success)
    return {
      ok: false,
      error: `The mapping file ${name} is not a column mapping:\n${z.prettifyError(mapping.error)}`,
    };
  return { ok: true, mapping: mapping.data };
}

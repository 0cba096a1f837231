import { describe, expect, it } from 'vitest';
import { readColumnMappingText } from './mapping-file';

describe('a column mapping file', () => {
  it('reads a mapping, a byte order mark (Excel, Notepad) and all', () => {
    expect(readColumnMappingText('\uFEFF{"columns":{"stocknum":["Stock Ref"]}}', 'm.json')).toEqual({
      ok: true,
      mapping: { columns: { stocknum: ['Stock Ref'] } },
    });
  });

  it('names the file and the problem when it is not JSON, or not a mapping', () => {
    const notJson = readColumnMappingText('{columns', 'dms.json');
    expect(notJson.ok).toBe(false);
    expect(!notJson.ok && notJson.error).toMatch(/^The mapping file dms\.json is not JSON we can read: /);
    const notMapping = readColumnMappingText('{"fields":{}}', 'dms.json');
    expect(!notMapping.ok && notMapping.error).toMatch(
      /^The mapping file dms\.json is not a column mapping:\n/,
    );
  });
});

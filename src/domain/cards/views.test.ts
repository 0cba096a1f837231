import { describe, expect, it } from 'vitest';
import { formatViews } from './views';

describe("C-62 '{n} views'", () => {
  it("reads '1 view' for one and uses thousand separators", () => {
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(0)).toBe('0 views');
    expect(formatViews(1234)).toBe('1,234 views');
  });
});

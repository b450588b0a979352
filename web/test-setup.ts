import '@testing-library/jest-dom/vitest';
import * as jestDomMatchers from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

afterEach(cleanup);

// jest-dom reads an element's no-break spaces as plain spaces; an expected text taken from the code
// (« Motif\u00a0: … », issue 26 §6) is read the same way, or no French sentence would ever match.
expect.extend({
  toHaveTextContent(
    element: HTMLElement,
    expected: string | RegExp,
    options?: { normalizeWhitespace: boolean },
  ) {
    const plain = typeof expected === 'string' ? expected.replace(/[\u00a0\u202f]/g, ' ') : expected;
    return jestDomMatchers.toHaveTextContent.call(this as never, element, plain, options);
  },
});

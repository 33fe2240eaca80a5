import { describe, expect, it } from 'vitest';
import { PUBLISHED_CONTENT_ELEMENT_ID } from '../../../contracts/site-content.ts';
import { PUBLISHED_CONTENT_ELEMENT } from './published-texts.ts';

describe('published texts', () => {
  it("read the element the server writes (the contract's id, copied to keep zod off the landing page)", () => {
    expect(PUBLISHED_CONTENT_ELEMENT).toBe(PUBLISHED_CONTENT_ELEMENT_ID);
  });
});

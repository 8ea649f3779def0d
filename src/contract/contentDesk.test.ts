// The desk's file pickers offer what the server takes (docs/architecture.md §8): both come from
// UPLOAD_TYPES, so a type added there reaches the right picker and the server's check together.
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES, PICTURE_TYPES } from './contentDesk';

describe('the desk’s file pickers', () => {
  it('offer pictures as raster images and SVG, documents as PDF, and neither the other', () => {
    expect(PICTURE_TYPES).toBe('image/jpeg,image/png,image/webp,image/svg+xml');
    expect(DOCUMENT_TYPES).toBe('application/pdf');
  });
});

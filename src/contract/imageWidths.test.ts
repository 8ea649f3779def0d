import { describe, expect, it } from 'vitest';
import { imageAtWidth, imageSrcSet } from './api';

const url = (name: string) => `/api/news-images/${name}`;

describe('an uploaded photo at the widths the site uses', () => {
  it('names each width beside the upload', () => {
    const name = 'up-0123456789abcdef01234567.webp';
    expect(imageAtWidth(name, 480)).toBe('up-0123456789abcdef01234567-480.webp');
    expect(imageAtWidth(name, 1920)).toBe(name);
    expect(imageSrcSet(name, url)).toBe(
      '/api/news-images/up-0123456789abcdef01234567-480.webp 480w, ' +
        '/api/news-images/up-0123456789abcdef01234567-960.webp 960w, ' +
        '/api/news-images/up-0123456789abcdef01234567.webp 1920w',
    );
  });

  it('has no srcset for a seed picture, an SVG upload or a width of another name', () => {
    expect(imageSrcSet('news-1.svg', url)).toBeUndefined();
    expect(imageSrcSet('up-0123456789abcdef01234567.svg', url)).toBeUndefined();
    expect(imageSrcSet('up-0123456789abcdef01234567-480.webp', url)).toBeUndefined();
    expect(imageAtWidth('banner-1.svg', 480)).toBe('banner-1.svg');
  });
});

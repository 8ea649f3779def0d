import { afterEach, describe, expect, it, vi } from 'vitest';
import { leftFirstPage, pictureShownFor, takingOverPicture } from './firstPage';

afterEach(() => {
  leftFirstPage();
  vi.restoreAllMocks();
});

describe('the first page’s picture', () => {
  it('has shown nothing on a page the app draws alone', () => {
    expect(pictureShownFor()).toBe(0);
  });

  it('counts from its first paint while the visitor stays, and not after they leave', () => {
    vi.spyOn(performance, 'now').mockReturnValue(2500);
    takingOverPicture(1000);
    expect(pictureShownFor()).toBe(1500);
    leftFirstPage();
    expect(pictureShownFor()).toBe(0);
  });

  it('never counts less than nothing, whatever the clocks say', () => {
    vi.spyOn(performance, 'now').mockReturnValue(900);
    takingOverPicture(1000);
    expect(pictureShownFor()).toBe(0);
  });
});

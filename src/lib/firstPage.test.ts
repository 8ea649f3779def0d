import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  drawingFirstPicture,
  leftFirstPage,
  pictureShownFor,
  takingOverPicture,
} from './firstPage';

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

  it('is being drawn on the server, and in the browser while the app takes it over (issue #47)', () => {
    expect(drawingFirstPicture()).toBe(true);
    vi.stubGlobal('window', {});
    expect(drawingFirstPicture()).toBe(false);
    takingOverPicture(1000);
    expect(drawingFirstPicture()).toBe(true);
    leftFirstPage();
    expect(drawingFirstPicture()).toBe(false);
    vi.unstubAllGlobals();
  });
});

import { describe, expect, it } from 'vitest';
import { paths } from '../contract/routes';
import { routeHref } from './links';

describe('routeHref', () => {
  it('percent-encodes the space and the curly apostrophe of the contract routes', () => {
    expect(routeHref(paths.dosAndDonts)).toBe('/Dos%20and%20Don%E2%80%99ts%20for%20Investors');
    expect(routeHref(paths.researchReport)).toBe('/research%20-report');
  });

  it('leaves a plain route, a query and an encoded address as they are', () => {
    expect(routeHref('/complains?no=CMP-1#top')).toBe('/complains?no=CMP-1#top');
    expect(routeHref('/research%20-report')).toBe('/research%20-report');
  });
});

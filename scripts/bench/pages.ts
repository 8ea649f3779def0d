// Issue #47's eight pages, which `npm run bench:web` measures and `npm run build`'s budget guard
// holds to the render-blocking CSS target (docs/performance.md).
import { api } from '../../src/contract/api';
import { paths } from '../../src/contract/routes';

/** Stands for the first content page the server lists. */
export const CMS = '/cms';

export const MEASURED_PAGES = [
  paths.home,
  CMS,
  paths.allNews,
  paths.contactUs,
  paths.complaints,
  paths.investorCharter,
  paths.mutualFundDetails,
  paths.feedback,
];

/** `pages` as paths of the server at `baseUrl`, encoded, CMS as its first content page's. */
export async function resolvedPages(baseUrl: string, pages: readonly string[]): Promise<string[]> {
  const contents = (await (await fetch(baseUrl + api.contents)).json()) as {
    data: { _id: string }[];
  };
  const firstCms = contents.data[0]?._id;
  return pages.map((page) => {
    if (page !== CMS) return encodeURI(page);
    if (!firstCms) throw new Error('no content page to measure');
    return paths.cms(firstCms);
  });
}

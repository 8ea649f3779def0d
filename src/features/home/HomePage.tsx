import { Box, Heading } from '../../components/staticUi';
import { useList, useSite } from '../../lib/lists';
import { bannerListAtom } from './atoms';
import { usePageTitle } from '../../lib/usePageTitle';
import { AboutBlock } from './AboutBlock';
import { BannerCarousel } from '../../components/BannerCarousel';
import { HomeGrievance } from './HomeGrievance';
import { HomePopup } from './HomePopup';
import { HomeTiles } from './HomeTiles';
import { LatestNews } from './LatestNews';
import { MarketTicker } from './MarketTicker';
import { NoticesTicker } from '../../components/NoticesTicker';
import { ServicesBlock } from './ServicesBlock';

/**
 * Home (docs/contract.md §2): timed popup, banner carousel with the market ticker, investor notices,
 * category tiles, the grievance entry points with SCORES and SMART ODR, about block, services block and the latest three news.
 */
export function HomePage() {
  const site = useSite();
  const { home, firm } = site;
  const { list: banners } = useList(bannerListAtom);
  usePageTitle(firm.name);

  return (
    <>
      <Heading as="h1" css={{ srOnly: true }}>
        {firm.name}
      </Heading>
      <HomePopup images={home.popupImages} />
      {banners === null ? (
        <Box
          css={{ bg: 'brand.900', aspectRatio: { base: 16 / 5 }, maxH: '500px' }}
          aria-hidden="true"
        />
      ) : (
        <BannerCarousel banners={banners} />
      )}
      <MarketTicker ticker={home.ticker} />
      <NoticesTicker notices={home.notices} />
      <HomeTiles tiles={home.tiles} />
      <HomeGrievance grievance={home.grievance} />
      <AboutBlock about={home.about} />
      <ServicesBlock services={home.services} />
      <LatestNews />
    </>
  );
}

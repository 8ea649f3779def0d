import { css } from '#styled-system/css';
import type { ReactNode } from 'react';
import { PageBanner } from './PageBanner';
import { Container } from './staticUi';

/** The body's widths: the site's column, and narrower for forms and tables. */
const columns = {
  '7xl': css.raw({ maxW: '7xl' }),
  '5xl': css.raw({ maxW: '5xl' }),
  '4xl': css.raw({ maxW: '4xl' }),
};

/**
 * An inner page's frame: the page banner (title, subtitle, breadcrumb) over the page's body in a
 * centred column, `maxW` wide (7xl unless the page reads better narrower, as forms and tables do).
 */
export function BannerPage({
  title,
  subtitle,
  maxW = '7xl',
  children,
}: {
  title: string;
  subtitle?: string;
  maxW?: keyof typeof columns;
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={title} subtitle={subtitle} />
      <Container css={[{ py: { base: 8, md: 12 } }, columns[maxW]]}>{children}</Container>
    </>
  );
}

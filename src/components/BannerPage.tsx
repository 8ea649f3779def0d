import { Container, type ContainerProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageBanner } from './PageBanner';

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
  maxW?: ContainerProps['maxW'];
  children: ReactNode;
}) {
  return (
    <>
      <PageBanner title={title} subtitle={subtitle} />
      <Container maxW={maxW} py={{ base: 8, md: 12 }}>
        {children}
      </Container>
    </>
  );
}

import type { SystemStyleObject } from '#styled-system/types';
import { useEffect, type ReactElement, type ReactNode, type SVGAttributes } from 'react';
import { Box, Center, Heading, Icon, Text, VStack } from './staticUi';

/** The message's card: white on the light ground, a gold rule along its top. */
const messageCard = {
  gap: 5,
  maxW: 'md',
  textAlign: 'center',
  bg: 'white',
  p: { base: 8, md: 10 },
  rounded: 'xl',
  shadow: 'md',
  borderTopWidth: '4px',
  borderColor: 'gold.400',
} satisfies SystemStyleObject;

interface Props {
  /** The page's h1 and its document title. */
  title: string;
  text: string;
  /** A way on: home, retry. */
  action: ReactNode;
  icon?: ReactElement<SVGAttributes<SVGSVGElement>>;
  /** An alert is announced at once (the site could not load); an apology page need not be. */
  alert?: boolean;
}

/**
 * A whole page that stands in for the site when it cannot be shown (a page error, the firm's data
 * unreachable): a card on the brand's light ground, a plain sentence and one way on.
 */
export function FullPageMessage({ title, text, action, icon, alert = false }: Props) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Center as="main" css={{ minH: '100dvh', bg: 'brand.50', px: 6 }}>
      <VStack css={messageCard}>
        {icon ? (
          <Box css={{ color: 'brand.700', bg: 'brand.50', rounded: 'full', p: 4 }}>
            <Icon css={{ boxSize: '8' }} aria-hidden="true">
              {icon}
            </Icon>
          </Box>
        ) : null}
        <Box role={alert ? 'alert' : undefined}>
          <Heading as="h1" size="2xl" css={{ color: 'brand.900', mb: 3 }}>
            {title}
          </Heading>
          <Text css={{ color: 'gray.600' }}>{text}</Text>
        </Box>
        <Box>{action}</Box>
      </VStack>
    </Center>
  );
}

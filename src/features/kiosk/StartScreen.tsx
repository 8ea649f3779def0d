import { Box, Container, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { LuMapPin } from 'react-icons/lu';
import { api } from '../../contract/api';
import { AccessControls } from './AccessControls';
import { useT } from '../../i18n/useT';
import { useSite } from '../../lib/lists';
import { KioskNotices } from './KioskNotices';
import { LanguageButtons } from './LanguageButtons';
import { TaskTiles } from './TaskTiles';
import type { KioskTask } from './kioskTasks';

/**
 * What a walk-in sees first (docs/contract.md §2, kiosk start screen): the firm and the branch,
 * the language and the reading aids, the tasks this kiosk is for as large tiles, and head office's
 * notices when there are any.
 */
export function StartScreen({
  branchName,
  onTask,
}: {
  branchName: string;
  onTask: (task: KioskTask) => void;
}) {
  const { firm } = useSite();
  const t = useT();
  return (
    <Flex
      as="main"
      direction="column"
      minH="100dvh"
      bgGradient="to-br"
      gradientFrom="brand.900"
      gradientTo="brand.700"
      color="white"
      data-testid="kiosk-start"
    >
      <Box h={2} bg="gold.400" flexShrink={0} />
      <Container maxW="8xl" flex="1" display="flex" flexDirection="column" py={8}>
        <Flex align="center" columnGap={6} rowGap={4} wrap="wrap">
          <Box bg="white" rounded="2xl" px={5} py={3} shadow="lg">
            <Image src={api.siteImage(firm.logo)} alt="" h={16} w="auto" />
          </Box>
          <Stack gap={1} minW={0}>
            <Text fontSize="2xl" fontWeight="bold" lineHeight="short">
              {firm.name}
            </Text>
            <Flex align="center" gap={2} color="gold.300" fontSize="lg" fontWeight="semibold">
              <LuMapPin aria-hidden="true" />
              <Text data-testid="kiosk-start-branch">{branchName}</Text>
            </Flex>
          </Stack>
          <LanguageButtons />
        </Flex>
        <Flex justify={{ base: 'start', md: 'end' }} mt={4}>
          <AccessControls tone="dark" />
        </Flex>

        <Stack gap={3} mt={{ base: 6, xl: 8 }} mb={{ base: 6, xl: 8 }}>
          <Text
            color="gold.300"
            fontSize="xl"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {t('kiosk.welcome')}
          </Text>
          <Heading as="h1" fontSize="5xl" lineHeight="1.1" letterSpacing="tight">
            {t('kiosk.title')}
          </Heading>
          <Text fontSize="2xl" color="whiteAlpha.800">
            {t('kiosk.subtitle')}
          </Text>
        </Stack>

        <TaskTiles onTask={onTask} />

        <Box mt={8}>
          <KioskNotices />
        </Box>
      </Container>
    </Flex>
  );
}

import { Box, Container, Flex, Grid, Heading, Image, Stack, Text, chakra } from '@chakra-ui/react';
import { LuChevronRight, LuMapPin } from 'react-icons/lu';
import { kioskStartText as t } from '../../contract/kioskScreens';
import { api } from '../../contract/api';
import { useSite } from '../../lib/lists';
import { KioskNotices } from './KioskNotices';
import { KIOSK_TASKS, type KioskTask } from './kioskTasks';

/**
 * What a walk-in sees first (docs/contract.md §2, kiosk start screen): the firm and the branch,
 * the tasks this kiosk is for as large tiles, and head office's notices when there are any.
 */
export function StartScreen({
  branchName,
  onTask,
}: {
  branchName: string;
  onTask: (task: KioskTask) => void;
}) {
  const { firm } = useSite();
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
        <Flex align="center" gap={6} wrap="wrap">
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
        </Flex>

        <Stack gap={3} mt={8} mb={8}>
          <Text
            color="gold.300"
            fontSize="xl"
            fontWeight="semibold"
            textTransform="uppercase"
            letterSpacing="wider"
          >
            {t.welcome}
          </Text>
          <Heading as="h1" fontSize="5xl" lineHeight="1.1" letterSpacing="tight">
            {t.title}
          </Heading>
          <Text fontSize="2xl" color="whiteAlpha.800">
            {t.subtitle}
          </Text>
        </Stack>

        {/* The tiles share out the screen's height (a portrait screen's too) above the notices. */}
        <chakra.nav aria-label={t.tasksLabel} flex="1" display="flex" flexDirection="column">
          <Grid
            as="ul"
            listStyleType="none"
            flex="1"
            templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }}
            autoRows="1fr"
            gap={6}
          >
            {KIOSK_TASKS.map((task) => (
              <li key={task.label}>
                <TaskTile task={task} onTask={onTask} />
              </li>
            ))}
          </Grid>
        </chakra.nav>

        <Box mt={8}>
          <KioskNotices />
        </Box>
      </Container>
    </Flex>
  );
}

function TaskTile({ task, onTask }: { task: KioskTask; onTask: (task: KioskTask) => void }) {
  const Icon = task.icon;
  return (
    <chakra.button
      type="button"
      onClick={() => onTask(task)}
      w="full"
      h="full"
      minH={{ base: '12rem', xl: 'auto' }}
      display="flex"
      flexDirection="column"
      alignItems="start"
      textAlign="start"
      gap={3}
      p={{ base: 7, xl: 6 }}
      bg="white"
      color="brand.900"
      rounded="2xl"
      shadow="xl"
      borderBottomWidth="6px"
      borderColor="gold.400"
      cursor="pointer"
      transition="transform 120ms ease, background 120ms ease"
      _active={{ transform: 'scale(0.98)', bg: 'brand.50' }}
    >
      <Flex align="center" justify="space-between" w="full" aria-hidden="true">
        <Flex
          align="center"
          justify="center"
          boxSize={14}
          rounded="xl"
          bg="brand.800"
          color="gold.300"
        >
          <Icon size={30} />
        </Flex>
        <Flex
          align="center"
          justify="center"
          boxSize={10}
          rounded="full"
          bg="brand.50"
          color="brand.600"
        >
          <LuChevronRight size={24} />
        </Flex>
      </Flex>
      <Text fontSize="2xl" fontWeight="bold" lineHeight="1.2" mt={2}>
        {task.label}
      </Text>
      <Text fontSize="lg" color="gray.600" lineHeight="short">
        {task.hint}
      </Text>
    </chakra.button>
  );
}

import {
  Box,
  Container,
  Flex,
  Grid,
  Heading,
  Image,
  Stack,
  Text,
  chakra,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { LuChevronRight, LuMapPin } from 'react-icons/lu';
import { api } from '../../contract/api';
import { languageAtom } from '../../i18n/atoms';
import { loadAllScriptFonts } from '../../i18n/fonts';
import { HTML_LANG, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/languages';
import { useT } from '../../i18n/useT';
import { useSite } from '../../lib/lists';
import { KioskNotices } from './KioskNotices';
import { KIOSK_TASKS, type KioskTask } from './kioskTasks';

/** The start screen's buttons answer a finger: each eases into its pressed look (`_active`). */
const pressable = {
  cursor: 'pointer',
  transition: 'transform 120ms ease, background 120ms ease',
} satisfies SystemStyleObject;

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

        {/* The tiles share out the screen's height (a portrait screen's too) above the notices. */}
        <chakra.nav
          aria-label={t('kiosk.tasksLabel')}
          flex="1"
          display="flex"
          flexDirection="column"
        >
          <Grid
            as="ul"
            listStyleType="none"
            flex="1"
            templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }}
            autoRows="1fr"
            gap={{ base: 5, xl: 6 }}
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

/**
 * English, हिन्दी, ગુજરાતી: each named in its own script, large enough for a finger. The choice
 * holds for this visitor only (docs/architecture.md §5): every reset returns to the kiosk's default.
 */
function LanguageButtons() {
  const [language, setLanguage] = useAtom(languageAtom);
  const t = useT();
  // Each button names its language in its own script.
  useEffect(() => {
    void loadAllScriptFonts();
  }, []);
  return (
    <Flex
      role="group"
      aria-label={t('kiosk.chooseLanguage')}
      gap={3}
      ms={{ base: 0, md: 'auto' }}
      wrap="wrap"
      data-testid="kiosk-languages"
    >
      {LANGUAGES.map((option) => {
        const chosen = option === language;
        return (
          <chakra.button
            key={option}
            type="button"
            lang={HTML_LANG[option]}
            aria-pressed={chosen}
            onClick={() => setLanguage(option)}
            // A height, not a min-height: the kiosk stylesheet's 48 px floor wins over Chakra's.
            h={{ base: '3.5rem', xl: '4rem' }}
            px={8}
            rounded="full"
            fontSize="2xl"
            fontWeight="semibold"
            borderWidth="3px"
            borderColor={chosen ? 'gold.400' : 'whiteAlpha.600'}
            bg={chosen ? 'gold.400' : 'transparent'}
            color={chosen ? 'brand.900' : 'white'}
            {...pressable}
            _active={{ transform: 'scale(0.97)' }}
          >
            {LANGUAGE_NAMES[option]}
          </chakra.button>
        );
      })}
    </Flex>
  );
}

/** A task's tile: a white card with a gold foot that fills its cell and shrinks when pressed. */
const taskTile = {
  w: 'full',
  h: 'full',
  minH: { base: '12rem', xl: 'auto' },
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'start',
  textAlign: 'start',
  gap: 3,
  p: 6,
  bg: 'white',
  color: 'brand.900',
  rounded: '2xl',
  shadow: 'xl',
  borderBottomWidth: '6px',
  borderColor: 'gold.400',
  ...pressable,
  _active: { transform: 'scale(0.98)', bg: 'brand.50' },
} satisfies SystemStyleObject;

/** A tile's two icons sit centred in a coloured square or disc. */
const iconHolder = { alignItems: 'center', justifyContent: 'center' } satisfies SystemStyleObject;
/** The task's own icon: gold on a navy square. */
const taskIcon = {
  ...iconHolder,
  boxSize: 14,
  rounded: 'xl',
  bg: 'brand.800',
  color: 'gold.300',
} satisfies SystemStyleObject;
/** The arrow that says the tile opens something: on a pale disc. */
const taskArrow = {
  ...iconHolder,
  boxSize: 10,
  rounded: 'full',
  bg: 'brand.50',
  color: 'brand.600',
} satisfies SystemStyleObject;

function TaskTile({ task, onTask }: { task: KioskTask; onTask: (task: KioskTask) => void }) {
  const Icon = task.icon;
  const t = useT();
  return (
    <chakra.button type="button" onClick={() => onTask(task)} {...taskTile}>
      <Flex align="center" justify="space-between" w="full" aria-hidden="true">
        <Flex {...taskIcon}>
          <Icon size={30} />
        </Flex>
        <Flex {...taskArrow}>
          <LuChevronRight size={24} />
        </Flex>
      </Flex>
      <Text fontSize="2xl" fontWeight="bold" lineHeight="1.2" mt={2}>
        {t(task.label)}
      </Text>
      <Text fontSize="lg" color="gray.600" lineHeight="short">
        {t(task.hint)}
      </Text>
    </chakra.button>
  );
}

import { Flex, Grid, Text, chakra, type SystemStyleObject } from '@chakra-ui/react';
import { LuChevronRight } from 'react-icons/lu';
import { useT } from '../../i18n/useT';
import { pressable } from './pressable';
import { KIOSK_TASKS, type KioskTask } from './kioskTasks';

/**
 * The tasks this kiosk is for, as large tiles that share out the screen's height (a portrait
 * screen's too) above the notices.
 */
export function TaskTiles({ onTask }: { onTask: (task: KioskTask) => void }) {
  const t = useT();
  return (
    <chakra.nav aria-label={t('kiosk.tasksLabel')} flex="1" display="flex" flexDirection="column">
      <Grid
        as="ul"
        listStyleType="none"
        flex="1"
        templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }}
        autoRows="1fr"
        // Three a row on a portrait screen at the usual text size (kiosk.css).
        data-kiosk-tiles=""
        gap={{ base: 5, xl: 6 }}
      >
        {KIOSK_TASKS.map((task) => (
          <li key={task.label}>
            <TaskTile task={task} onTask={onTask} />
          </li>
        ))}
      </Grid>
    </chakra.nav>
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

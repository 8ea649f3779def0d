// Chakra's Table (its parts and slot recipe) on Panda's static CSS.
import { createStyleContext, styled } from '#styled-system/jsx';
import { table } from '#styled-system/recipes';
import { sidewaysScrollCue } from '../scrollCue';

const { withProvider, withContext } = createStyleContext(table);

/** A table and its parts, as Chakra's `Table`. */
export const Table = {
  Root: withProvider('table', 'root'),
  /**
   * Chakra's scroll area: a wide table scrolls sideways inside it, its cells on one line; the edge
   * where more of the table lies fades (sidewaysScrollCue).
   */
  ScrollArea: styled('div', {
    base: {
      display: 'block',
      whiteSpace: 'nowrap',
      WebkitOverflowScrolling: 'touch',
      overflow: 'auto',
      maxWidth: '100%',
      ...sidewaysScrollCue,
    },
  }),
  Header: withContext('thead', 'header'),
  Body: withContext('tbody', 'body'),
  Row: withContext('tr', 'row'),
  ColumnHeader: withContext('th', 'columnHeader'),
  Cell: withContext('td', 'cell'),
  // Chakra's caption defaults to `captionSide="bottom"`, a style prop Panda cannot read from here:
  // a caller says where its caption goes.
  Caption: withContext('caption', 'caption'),
};

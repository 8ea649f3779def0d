import { FIRST_ANSWERS_ID } from '../../src/contract/pages';

const ELEMENT = new RegExp(
  `<script type="application/json" id="${FIRST_ANSWERS_ID}">.*?</script>`,
  's',
);

/** A page's first HTML without the answers it carries (docs/performance.md). */
export const withoutFirstAnswersIn = (html: string): string => html.replace(ELEMENT, '');

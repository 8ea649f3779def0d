import type { NewsItem } from '../contract/entities';
import { HTML_LANG } from '../i18n/languages';

/**
 * The `alt` of a story's picture wherever the site draws it as the story's picture (its card, its
 * page): the editor's description, marked English, since it is written once with the English
 * story whatever language the words around it are in; none (an item from before the field) leaves
 * the picture as decoration, the story's title and summary carrying its words (docs/contract.md §13).
 */
export const newsPictureText = ({ alt }: Pick<NewsItem, 'alt'>) =>
  alt ? { alt, lang: HTML_LANG.en } : { alt: '' };

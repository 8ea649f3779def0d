import type { SVGProps } from 'react';
import type { SpriteIconName } from './names';
import sprite from './sprite.svg?no-inline';

/**
 * An icon of the sprite by its name, 1em square in the text's colour, as a react-icons element
 * draws: its attributes (a class, aria-hidden) go on the <svg>.
 */
export function Glyph({ name, ...attributes }: { name: SpriteIconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg width="1em" height="1em" {...attributes}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

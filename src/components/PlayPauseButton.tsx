import { Glyph } from './siteIcons/Glyph';
import { IconButton, type ButtonProps } from './staticUi';

type Props = Omit<ButtonProps, 'aria-label' | 'children'> & {
  playing: boolean;
  labels: { pause: string; play: string };
};

/**
 * The stop for something that moves by itself (WCAG 2.2.2: the banner carousel, the notices
 * ticker): a quiet icon button whose icon and name say what a press does now.
 */
export function PlayPauseButton({ playing, labels, ...button }: Props) {
  return (
    <IconButton variant="ghost" aria-label={playing ? labels.pause : labels.play} {...button}>
      {playing ? <Glyph name="pause" /> : <Glyph name="play" />}
    </IconButton>
  );
}

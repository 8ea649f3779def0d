import type { SystemStyleObject } from '#styled-system/types';
import { Grid, Image } from '../../components/staticUi';
import { api } from '../../contract/api';
import { SafeHtml } from '../../components/SafeHtml';

/** Beside the text: the picture in a rounded, lightly raised frame, filling the column. */
const sidePicture = {
  rounded: 'xl',
  shadow: 'md',
  w: 'full',
  objectFit: 'cover',
} satisfies SystemStyleObject;

/** Stored HTML beside a decorative site image; the image drops below the text on narrow screens. */
export function ProseWithImage({ html, image }: { html: string; image: string }) {
  return (
    <Grid
      templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
      gap={{ base: 8, lg: 12 }}
      css={{ alignItems: 'start' }}
    >
      <SafeHtml html={html} />
      <Image src={api.siteImage(image)} alt="" css={sidePicture} />
    </Grid>
  );
}

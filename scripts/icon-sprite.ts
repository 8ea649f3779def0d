// `npm run icons`: draws the site's icons (src/components/siteIcons/glyphs.ts) into the sprite the
// pages reference and the names module they check against. Run it after changing glyphs.ts;
// src/components/siteIcons/sprite.test.ts fails until both are written again.
import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { drawSprite, namesModule } from '../src/components/siteIcons/drawSprite';
import { FALLBACK_ICON, GLYPHS, INTERFACE_GLYPHS } from '../src/components/siteIcons/glyphs';

const folder = new URL('../src/components/siteIcons/', import.meta.url);
const names = new URL('names.ts', folder);

await writeFile(new URL('sprite.svg', folder), drawSprite({ ...GLYPHS, ...INTERFACE_GLYPHS }));
await writeFile(
  names,
  await format(namesModule(GLYPHS, FALLBACK_ICON, INTERFACE_GLYPHS), {
    ...(await resolveConfig(names)),
    filepath: names.pathname,
  }),
);
console.info(
  `Drew ${Object.keys(GLYPHS).length + Object.keys(INTERFACE_GLYPHS).length} icons into src/components/siteIcons/sprite.svg`,
);

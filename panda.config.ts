// Panda CSS writes the public pages' styles at build time, from Chakra's own theme
// (@chakra-ui/panda-preset) and the site's (src/app/themeConfig.ts): the same tokens, recipes and
// variables as Chakra's runtime, without the runtime (docs/architecture.md §4).
import chakraPreset from '@chakra-ui/panda-preset';
import { defaultBaseConfig, defaultConditions } from '@chakra-ui/react/preset-base';
import { createSystem } from '@chakra-ui/react/styled-system';
import { defineConfig, definePattern } from '@pandacss/dev';
import chakraModules from './chakraModules.json';
import { themeConfig } from './src/app/themeConfig';

// The desk's and the kiosk's screens that keep Chakra's runtime (chakraModules.json, which ESLint
// holds to: no other module imports Chakra) are left out: Panda matches JSX by name, and would
// write CSS for Chakra's own `<Box>` and `<Button>` there too. The pieces of src/components they
// use are Panda's, and what those draw is read where they are.
const drawnWithChakra = chakraModules.screens.map((glob) => `./${glob}`);

// Panda writes a recipe's variants for the JSX elements named after it. The site's buttons go by
// more names than `Button` (IconButton, CloseButton, PlayPauseButton, SubmitButton…); its dialogs
// give their sizes to SiteDialog.
const buttonNames = [/Button$/];

// Panda writes a recipe's base styles in a layer under its variants; Chakra's runtime merges the two
// and lets the more specific selector win. An input's or text area's red focus ring when invalid
// (base) lost to the outline variant's ring colour: the variant says it again.
const invalidFocusRing = {
  variants: { variant: { outline: { _invalid: { focusRingColor: 'var(--error-color)' } } } },
};
const dialogNames = ['Dialog', 'SiteDialog'];
// A closed dialog's or drawer's backdrop lets taps through to the page: it stays until its fade-out
// ends (Ark's presence), and nothing on the page should wait for that.
const tapsThroughWhenClosed = { _closed: { pointerEvents: 'none' } } as const;

export default defineConfig({
  presets: [chakraPreset],
  // The reset, the token variables, the globals (which hold the defaults of variables its utilities
  // read), keyframes, recipes and utilities: the public pages load no other styles. The desk and the
  // kiosk's own screens add Chakra's runtime, which writes the same reset and variables again.
  // The reset is Chakra's own, not Panda's, which differs (balanced headings, placeholders' colour,
  // the body's height…).
  preflight: true,
  hooks: {
    'cssgen:done': ({ artifact, content }) => (artifact === 'reset' ? chakraReset() : content),
  },
  // Same variable names as Chakra's runtime (--chakra-colors-brand-800…), so both read one set.
  prefix: { cssVar: 'chakra', className: '' },
  jsxFramework: 'react',
  jsxStyleProps: 'minimal',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}', './src/styled-system/**', ...drawnWithChakra],
  outdir: 'src/styled-system',
  outExtension: 'js',
  importMap: '#styled-system',
  globalCss: themeConfig.globalCss,
  // Chakra's own conditions where Panda's differ: `_invalid` is not the browser's `:invalid` (an
  // empty required field is red only once the form says so), `_hover` only where there is a pointer
  // that hovers and not on a disabled control, `_first` is `:first-of-type`…
  conditions: { extend: defaultConditions },
  // Variants chosen at run time, which Panda cannot read in the source: an answer's tone (a form's
  // banner, a complaint's status) and the sizes OptionSelect hands on (the desk's filters, whose
  // modules Panda does not read, ask for `sm`).
  staticCss: {
    recipes: {
      alert: [{ status: ['info', 'success', 'warning', 'error', 'neutral'] }],
      nativeSelect: [{ size: ['sm', 'md', 'xl'] }],
    },
  },
  patterns: { extend: chakraLayout() },
  theme: {
    extend: {
      ...themeConfig.theme,
      recipes: {
        button: { jsx: buttonNames },
        input: invalidFocusRing,
        textarea: invalidFocusRing,
      },
      slotRecipes: {
        dialog: { jsx: dialogNames, base: { backdrop: tapsThroughWhenClosed } },
        drawer: { base: { backdrop: tapsThroughWhenClosed } },
      },
    },
  },
});

/**
 * Chakra's layout components as Panda patterns, with Chakra's props and defaults where Panda's own
 * differ (a Stack is a column with a 0.5rem gap, a Container is full width, an Image covers its
 * box, a Grid takes `templateColumns`…), so a module moves over without changing how it looks.
 * Panda writes each transform into the generated code as text: they use nothing from outside.
 */
function chakraLayout() {
  const stack = (direction: string | undefined, align: string | undefined) =>
    definePattern({
      jsxName: direction === 'row' ? 'HStack' : direction ? 'VStack' : 'Stack',
      properties: {
        direction: { type: 'property', value: 'flexDirection' },
        align: { type: 'property', value: 'alignItems' },
        justify: { type: 'property', value: 'justifyContent' },
        wrap: { type: 'property', value: 'flexWrap' },
        gap: { type: 'property', value: 'gap' },
      },
      defaultValues: { direction: direction ?? 'column', gap: '0.5rem', ...(align && { align }) },
      transform({ direction, align, justify, wrap, gap, ...rest }) {
        return {
          display: 'flex',
          flexDirection: direction,
          alignItems: align,
          justifyContent: justify,
          flexWrap: wrap,
          gap,
          ...rest,
        };
      },
    });
  const grid = {
    inline: { type: 'boolean' },
    templateColumns: { type: 'property', value: 'gridTemplateColumns' },
    templateRows: { type: 'property', value: 'gridTemplateRows' },
    templateAreas: { type: 'property', value: 'gridTemplateAreas' },
    autoFlow: { type: 'property', value: 'gridAutoFlow' },
    autoRows: { type: 'property', value: 'gridAutoRows' },
    autoColumns: { type: 'property', value: 'gridAutoColumns' },
    column: { type: 'property', value: 'gridColumn' },
    row: { type: 'property', value: 'gridRow' },
  } as const;
  return {
    stack: stack(undefined, undefined),
    hstack: stack('row', 'center'),
    vstack: stack('column', 'center'),
    wrap: definePattern({
      properties: {
        direction: { type: 'property', value: 'flexDirection' },
        align: { type: 'property', value: 'alignItems' },
        justify: { type: 'property', value: 'justifyContent' },
        gap: { type: 'property', value: 'gap' },
      },
      defaultValues: { gap: '0.5rem' },
      transform({ direction, align, justify, gap, ...rest }) {
        return {
          display: 'flex',
          flexWrap: 'wrap',
          flexDirection: direction,
          alignItems: align,
          justifyContent: justify,
          gap,
          ...rest,
        };
      },
    }),
    container: definePattern({
      properties: { centerContent: { type: 'boolean' }, fluid: { type: 'boolean' } },
      transform({ centerContent, fluid, ...rest }) {
        return {
          position: 'relative',
          maxWidth: fluid ? 'full' : '8xl',
          w: '100%',
          mx: 'auto',
          px: { base: '4', md: '6', lg: '8' },
          ...(centerContent && {
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
          }),
          ...rest,
        };
      },
    }),
    grid: definePattern({
      properties: grid,
      transform({
        inline,
        templateColumns,
        templateRows,
        templateAreas,
        autoFlow,
        autoRows,
        autoColumns,
        column,
        row,
        ...rest
      }) {
        return {
          display: inline ? 'inline-grid' : 'grid',
          gridTemplateColumns: templateColumns,
          gridTemplateRows: templateRows,
          gridTemplateAreas: templateAreas,
          gridAutoFlow: autoFlow,
          gridAutoRows: autoRows,
          gridAutoColumns: autoColumns,
          gridColumn: column,
          gridRow: row,
          ...rest,
        };
      },
    }),
    image: definePattern({
      jsxName: 'Image',
      jsxElement: 'img',
      properties: {
        fit: { type: 'property', value: 'objectFit' },
        align: { type: 'property', value: 'objectPosition' },
      },
      defaultValues: { fit: 'cover' },
      transform({ fit, align, ...rest }) {
        return { objectFit: fit, objectPosition: align, ...rest };
      },
    }),
    simpleGrid: definePattern({
      properties: {
        columns: { type: 'number' },
        minChildWidth: { type: 'token', value: 'sizes' },
      },
      transform({ columns, minChildWidth, ...rest }, { map, isCssUnit }) {
        return {
          display: 'grid',
          gridTemplateColumns:
            minChildWidth != null
              ? map(
                  minChildWidth,
                  (v: string) =>
                    `repeat(auto-fit, minmax(${isCssUnit(v) ? v : `token(sizes.${v}, ${v})`}, 1fr))`,
                )
              : columns != null
                ? map(columns, (v: string) => `repeat(${v}, minmax(0, 1fr))`)
                : undefined,
          ...rest,
        };
      },
    }),
  };
}

/** Chakra's reset, as its runtime writes it, as CSS text (Panda puts it in its `reset` layer). */
function chakraReset(): string {
  const [rules] = Object.values(
    createSystem(defaultBaseConfig, { preflight: true }).getPreflightCss(),
  ) as Record<string, Record<string, string | number>>[];
  const property = (name: string) =>
    name.startsWith('--')
      ? name
      : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^(webkit|moz)-/, '-$1-');
  return Object.entries(rules!)
    .map(([selector, style]) => {
      const declarations = Object.entries(style).map(
        ([name, value]) => `${property(name)}:${value}`,
      );
      return `${selector}{${declarations.join(';')}}`;
    })
    .join('\n');
}

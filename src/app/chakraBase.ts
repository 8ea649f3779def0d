// Chakra's `defaultConfig` registers the recipes of all ~90 components, and recipes cannot be
// tree-shaken: that was ~20 KB gzip of styles for components this site never shows, in the chunk
// of Chakra's runtime (the desk's and the kiosk's, src/app/ChakraRuntime.tsx). This base keeps Chakra's tokens, text/layer styles and animations, and registers
// only the recipes of components the app uses. src/app/chakraBase.test.ts fails when a Chakra
// component imported anywhere in src/ needs a recipe that is not listed here.
import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import * as theme from '@chakra-ui/react/theme';

const recipes = {
  badge: theme.badgeRecipe,
  button: theme.buttonRecipe,
  code: theme.codeRecipe,
  container: theme.containerRecipe,
  heading: theme.headingRecipe,
  icon: theme.iconRecipe,
  input: theme.inputRecipe,
  link: theme.linkRecipe,
  spinner: theme.spinnerRecipe,
  textarea: theme.textareaRecipe,
};

const slotRecipes = {
  alert: theme.alertSlotRecipe,
  field: theme.fieldSlotRecipe,
  list: theme.listSlotRecipe,
  nativeSelect: theme.nativeSelectSlotRecipe,
  table: theme.tableSlotRecipe,
  tag: theme.tagSlotRecipe,
};

/** Registered recipe keys, for the guard test. */
export const registeredRecipes: ReadonlySet<string> = new Set([
  ...Object.keys(recipes),
  ...Object.keys(slotRecipes),
]);

export const chakraBaseConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix: theme.cssVarsPrefix,
    cssVarsRoot: theme.cssVarsRoot,
    globalCss: theme.globalCss,
    theme: {
      breakpoints: theme.breakpoints,
      keyframes: theme.keyframes,
      tokens: theme.tokens,
      semanticTokens: theme.semanticTokens,
      textStyles: theme.textStyles,
      layerStyles: theme.layerStyles,
      animationStyles: theme.animationStyles,
      recipes,
      slotRecipes,
    },
  }),
);

import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxCardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  segmentGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  stepsSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components this app renders: `defaultConfig` carries
 * every recipe of the library (date pickers, colour pickers, tables…) into the first load of every page.
 * A component whose recipe is missing here renders unstyled, so one new in the app needs its recipe added
 * (the key is the one its `createRecipeContext` / `createSlotRecipeContext` names).
 */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkboxCard: checkboxCardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      stat: statSlotRecipe,
      steps: stepsSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** Poppins for Latin script, Noto Kufi Arabic for Arabic: both shipped with the app, no font CDN. */
const config = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Poppins', 'Noto Kufi Arabic', sans-serif" },
        body: { value: "'Poppins', 'Noto Kufi Arabic', sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red.500 gives small error texts 3.8:1 on white; WCAG AA asks 4.5:1 (axe color-contrast). red.600 has 4.8:1.
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
        // Solid buttons lighten to 90% on hover: on blue.600 white text then drops to 4.3:1. blue.700 keeps it above 4.5:1.
        blue: { solid: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.600}' } } },
      },
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The app's styling system, made on first use: making it (every token's CSS variable, every condition) is the
 * longest single piece of start-up work, so main.tsx runs it in a task of its own rather than in the script's
 * evaluation, and a phone answers a tap in between.
 */
export function appSystem(): ReturnType<typeof createSystem> {
  system ??= createSystem(defaultBaseConfig, theme, config);
  return system;
}

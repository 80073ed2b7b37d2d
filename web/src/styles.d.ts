// The stylesheets main.tsx imports for their side effect (the fonts' @font-face rules): esbuild bundles them, and
// TypeScript, which checks that a side-effect import resolves, has no types to find for CSS.
declare module '*.css';

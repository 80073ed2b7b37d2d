// Style sheets: main.tsx imports the fonts' for their side effect (esbuild bundles their @font-face rules); the admins'
// sign-in imports Amplify UI's as text (`with { type: 'text' }`, esbuild's text loader), the only default import of one.
declare module '*.css' {
  const text: string;
  export default text;
}

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const api = 'http://localhost:3000';

/**
 * The theme (src/app/theme.ts) uses no CSS variables or colour schemes, yet MUI's createTheme and
 * ThemeProvider import the CSS-variables theme builder and provider: about 8 kB gzipped on every
 * first screen. The build leaves them out; should the theme ever ask for them, the stand-ins throw.
 */
function muiWithoutCssVariables(): Plugin {
  const stubbed = /[\\/]@mui[\\/]material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars)\.mjs$/;
  const fail = "() => { throw new Error('MUI CSS variables are left out of the build (apps/web/vite.config.ts)'); }";
  return {
    name: 'mui-without-css-variables',
    apply: 'build',
    load: {
      filter: { id: stubbed },
      handler: (id) =>
        id.endsWith('createThemeWithVars.mjs')
          ? `export default ${fail};`
          : ['CssVarsProvider', 'Experimental_CssVarsProvider', 'useColorScheme', 'getInitColorSchemeScript']
              .map((name) => `export const ${name} = ${fail};`)
              .join('\n'),
    },
  };
}

/**
 * A feature's index.ts (its public face) only re-exports, so it has no side effects of its own. Said
 * so, the bundler links an importer straight to the modules whose exports it uses, instead of making
 * it depend on everything the face re-exports: the shell takes AppointmentDialogsProvider from the
 * timeline's face, and without this every screen loaded the timeline panel with it (47 kB gzipped).
 */
function publicFacesWithoutSideEffects(): Plugin {
  return {
    name: 'public-faces-without-side-effects',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/ },
      handler: (code) => ({ code, moduleSideEffects: false }),
    },
  };
}

/**
 * The web app manifest and the one service worker (sw/sw.ts, built to /sw.js): Workbox precaches the
 * shell and every route's chunks, so the app opens without a network. The page registers the worker
 * itself (lib/offline/app-worker.ts), to offer a new version before it takes over.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      name: 'Fieldbook',
      short_name: 'Fieldbook',
      description: 'Scheduling, clients, quotations and invoices for service businesses.',
      id: '/business',
      start_url: '/business',
      scope: '/',
      display: 'standalone',
      lang: 'en-AU',
      // The branding's default colour (domain DEFAULT_COLOUR), as index.html's theme-color: the config
      // loads before the workspace's TypeScript can be imported.
      theme_color: '#027be3',
      background_color: '#f5f7fa',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The compressed copies are the server's business (it picks one by Accept-Encoding).
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['**/*.br', '**/*.gz'],
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
    },
  });
}

export default defineConfig({
  // Brotli and gzip copies made once at build time; the server sends them as they are.
  plugins: [
    react(),
    muiWithoutCssVariables(),
    publicFacesWithoutSideEffects(),
    installableApp(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // domain's appointments/rrule-package.ts reads rrule's CommonJS `default`, which Node needs
        // and the ESM build bundled here lacks on purpose: the bundler's "always undefined" is the point.
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.id?.endsWith('rrule-package.ts')) return;
        handler(level, log);
      },
      output: {
        // What the screens share (React and the router on every one; MUI's styling and its most used
        // components on those of the data layer, the sign-in page does without) in a few chunks, not
        // dozens of slivers: on HTTP/1.1 each request of the first screen costs a round trip.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'mui-base',
              test: /node_modules[\\/](@emotion|stylis|clsx|react-transition-group|@mui[\\/](system|styled-engine|private-theming|utils)|@mui[\\/]material[\\/](styles|utils|internal|className|Button|ButtonBase|IconButton|Typography|Paper|Box|CircularProgress|SvgIcon|Alert|CssBaseline|GlobalStyles|DefaultPropsProvider|useMediaQuery)[\\/])/,
            },
            // The outlined text field's parts, in one chunk with the first screen that has a form (the
            // scheduler, for one, shows none until a dialog opens).
            {
              name: 'mui-inputs',
              test: /node_modules[\\/]@mui[\\/]material[\\/](InputBase|OutlinedInput|TextareaAutosize|FormControl|FormLabel|InputLabel|FormHelperText|InputAdornment)[\\/]/,
            },
            // The sign-in page's own modules in one chunk, not eight slivers shared with the other auth
            // screens: those came in a second wave of requests and put its paint (LCP) ~0.4 s later.
            // Only these modules, not what they import (that is in the entry's chunks).
            {
              name: 'sign-in',
              test: /[\\/]src[\\/](features[\\/]auth[\\/](pages[\\/]sign-in\.page|components[\\/]auth-card|api[\\/]register-device)|lib[\\/]form-errors)\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // What it shares with the session-expiring dialog, which the signed-in screens fetch ahead
            // when idle: the password field and the sign-in call, without the page. Fetched beside it.
            {
              name: 'password-field',
              test: /[\\/]src[\\/](features[\\/]auth[\\/]api[\\/](sign-in|auth-paths)|components[\\/](password-field|lean-text-field))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // The signed-in shell's MUI parts (its bar, the navigation list, the avatar and badges) in one
            // chunk, not a dozen slivers of the first signed-in screen each costing a request.
            {
              name: 'mui-shell',
              test: /node_modules[\\/]@mui[\\/]material[\\/](AppBar|Toolbar|List|ListItem|ListItemButton|ListItemIcon|ListItemText|Divider|Avatar|Badge)[\\/]/,
            },
            // The navigation's icons (app/nav-icons.tsx) with the signed-in shell, in one chunk rather than
            // one sliver for each icon another screen uses too.
            { name: 'nav-icons', test: /[\\/]src[\\/]app[\\/]nav-icons\.tsx$/ },
            // The data layer's query library, loaded once a screen needs it (app/data-layer.tsx); the
            // sign-in page does without.
            { name: 'data', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/v1': { target: api, changeOrigin: false },
      '/docs': { target: api, changeOrigin: false },
      '/realtime': { target: api, changeOrigin: false, ws: true },
    },
  },
});

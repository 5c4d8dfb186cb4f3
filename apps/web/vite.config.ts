import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const api = 'http://localhost:3000';

export default defineConfig({
  // Brotli and gzip copies made once at build time; the server sends them as they are.
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What every screen needs (React, the router, MUI's styling and its basic inputs) in a few
        // chunks, not dozens of slivers: on HTTP/1.1 each request of the first screen costs a round trip.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ },
            {
              name: 'mui-base',
              test: /node_modules[\\/](@emotion|stylis|react-transition-group|@mui[\\/](system|styled-engine|private-theming|utils)|@mui[\\/]material[\\/](styles|utils|internal|className|Button|ButtonBase|IconButton|Typography|Paper|Box|Stack|Link|CircularProgress|InputBase|OutlinedInput|FormControl|FormLabel|InputLabel|FormHelperText|InputAdornment|SvgIcon|Alert|CssBaseline|GlobalStyles|DefaultPropsProvider|useMediaQuery)[\\/])/,
            },
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

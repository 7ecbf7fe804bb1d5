// The web build's `zod` (vite.config.ts points the bare `zod` import here). Zod compiles faster
// parsers with `new Function`, and probes once whether it may; the site's Content-Security-Policy
// forbids that, so the probe is a CSP violation in every visitor's console. Set before any schema
// is created (every importer of zod imports this module first), zod never tries.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';

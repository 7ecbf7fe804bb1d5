// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built web app
// (dist/web) of 1 KB or more, at the best compression each format has: the server sends the copy a
// client accepts instead of compressing the same file on every request. Part of `npm run build`.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // dot folders (.vite: the build manifest) are nothing a page asks for
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* files(full);
    } else if (entry.isFile()) yield full;
  }
}

let count = 0;
let raw = 0;
let packed = 0;
for await (const file of files(root)) {
  if (!TEXT.test(file) || (await stat(file)).size < MIN_BYTES) continue;
  const data = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  count += 1;
  raw += data.length;
  packed += br.length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(`precompressed ${count} files: ${kb(raw)} → ${kb(packed)} brotli`);

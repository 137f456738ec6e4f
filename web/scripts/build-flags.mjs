// Makes the phone widget's flag images: every two-letter flag of the country-flag-icons set (3x2 SVGs,
// MIT) as a small WebP under public/flags/, named by the lowercase key (`tr.webp`), with the set's
// licence beside them. The output is committed, so builds and tests need neither this script nor the
// network; run it again (`node scripts/build-flags.mjs`) after upgrading the flag set.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

// Twice the 21 x 14 CSS pixels the widget shows, for sharp screens.
const WIDTH = 42;
const HEIGHT = 28;

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('country-flag-icons/package.json'));
const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
const sourceDir = join(packageDir, '3x2');
const outDir = new URL('../public/flags/', import.meta.url).pathname;

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const files = readdirSync(sourceDir).filter((name) => /^[A-Z]{2}\.svg$/.test(name)).sort();
let bytes = 0;
for (const name of files) {
  const svg = readFileSync(join(sourceDir, name));
  const webp = await sharp(svg, { density: 96 })
    .resize(WIDTH, HEIGHT, { fit: 'fill' })
    .webp({ quality: 85, effort: 6 })
    .toBuffer();
  bytes += webp.length;
  writeFileSync(join(outDir, `${name.slice(0, 2).toLowerCase()}.webp`), webp);
}

const licence = readFileSync(join(packageDir, 'LICENSE'), 'utf8').trim();
writeFileSync(
  join(outDir, 'LICENSE.txt'),
  `The flag images in this folder are made by web/scripts/build-flags.mjs from the 3x2 SVG flags of\n` +
    `the npm package country-flag-icons ${version}, converted to ${WIDTH} x ${HEIGHT} WebP. Its licence:\n\n${licence}\n`,
);
console.log(`${files.length} flags, ${(bytes / 1024).toFixed(1)} KB, in ${outDir}`);

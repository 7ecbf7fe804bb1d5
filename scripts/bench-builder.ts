// npm run bench:builder — how long the Builder takes to re-render one change on a full build
// (every sub-part of every group filled). Not a test: it prints figures and fails (exit 1) when a
// median exceeds one frame (16 ms). How and why it measures this way: ADR 017.
//
// Options: --runs=N (default 20), --throttle=N (Chromium CPU slow-down factor, default 1).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { addProduct, emptyBuildParts } from '../src/shared/build/build.ts';
import { BUILD_GROUPS, COMPOSITES } from '../src/shared/build/parts.ts';
import type { BuildPart, SelectedProduct } from '../src/shared/build/schema.ts';
import { filledSubParts, isIncludedEntry } from '../src/shared/build/totals.ts';
import { launchBrowser, openPage } from '../e2e/support/browser.ts';
import { placeBuild } from '../e2e/support/build.ts';
import { startServer } from '../e2e/support/server.ts';
import { makeProduct } from '../tests/build-factories.ts';

const FRAME_MS = 16;
const WARM_UP = 3;

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value < 1) throw new Error(`--${name} must be a number ≥ 1`);
  return value;
}

const RUNS = option('runs', 20);
const THROTTLE = option('throttle', 1);

/** A full build: a complete upper (with the parts it includes) plus a product in every other place. */
function fullBuild(): BuildPart[] {
  const upper = makeProduct(
    {
      model: 'Bench Complete Upper 16"',
      includedParts: [...COMPOSITES['Complete Upper Receiver']!],
    },
    { subcategory: 'Complete Upper Receiver' },
  );
  let parts = addProduct(emptyBuildParts(), upper, 'Complete Upper Receiver')!.parts;
  const filled = new Set(filledSubParts(parts).map((f) => f.subPart));
  for (const subPart of BUILD_GROUPS.flatMap((g) => g.subParts as readonly string[])) {
    if (filled.has(subPart)) continue;
    const product: SelectedProduct = makeProduct(
      {
        model: `Bench ${subPart} by a maker with a long product name`,
        notes:
          'Machined from 7075-T6 aluminium, hard-coat anodised, made in the USA and covered by a ' +
          'lifetime warranty against defects in materials and workmanship.',
        vendor: [
          { merchantName: 'Brownells', price: 109.99, buyLink: 'https://brownells.example/p' },
          { merchantName: 'Primary Arms', price: 99.5, buyLink: 'https://pa.example/p' },
          { merchantName: 'Palmetto State Armory', price: 104.25, shipping: '$7.95' },
        ],
      },
      { subcategory: subPart },
    );
    parts = addProduct(parts, product, subPart)!.parts;
  }
  const all = BUILD_GROUPS.flatMap((g) => g.subParts).length;
  const count = filledSubParts(parts).length;
  if (count !== all) throw new Error(`full build has ${count} of ${all} sub-parts filled`);
  return parts;
}

interface Sample {
  /** Action → React's commit seen in the DOM (store update + render + commit). */
  commit: number;
  /** The same plus the style recalculation and layout the change causes. */
  layout: number;
}

/**
 * Runs one user action in the page and times it: a mark just before the action, the first
 * MutationObserver callback after React's commit (MutationObserver callbacks are microtasks that
 * run once the synchronous commit has finished), then a forced layout. Both spans are recorded as
 * performance measures, so a Chromium trace shows them too.
 */
async function timeAction(
  page: Page,
  action: { kind: 'select'; label: string; value: string } | { kind: 'click'; label: string },
): Promise<Sample> {
  return page.evaluate(
    (a) =>
      new Promise<Sample>((resolve, reject) => {
        const target =
          a.kind === 'select'
            ? [...document.querySelectorAll('select')].find(
                (s) => s.labels?.[0]?.textContent === a.label,
              )
            : document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(a.label)}"]`);
        if (!target) return reject(new Error(`no control labelled ${a.label}`));
        const root = document.getElementById('main') ?? document.body;
        let start = 0;
        const observer = new MutationObserver(() => {
          observer.disconnect();
          const committed = performance.now();
          void document.body.offsetHeight; // forces style and layout now
          const laidOut = performance.now();
          performance.measure('bw-builder-commit', { start, end: committed });
          performance.measure('bw-builder-layout', { start, end: laidOut });
          resolve({ commit: committed - start, layout: laidOut - start });
        });
        observer.observe(root, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
        });
        performance.mark('bw-builder-action');
        start = performance.now();
        if (a.kind === 'select') {
          const select = target as HTMLSelectElement;
          select.value = a.value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        } else {
          target.click();
        }
      }),
    action,
  );
}

const settle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30))));

function stats(values: number[]): { median: number; p95: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const mid = sorted.length / 2;
  const median =
    sorted.length % 2 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, p95: at(0.95) };
}

const ms = (n: number) => `${n.toFixed(2)} ms`;

function report(name: string, samples: Sample[]): boolean {
  const commit = stats(samples.map((s) => s.commit));
  const layout = stats(samples.map((s) => s.layout));
  console.log(
    `${name.padEnd(24)} commit: median ${ms(commit.median)}, p95 ${ms(commit.p95)}` +
      `   with layout: median ${ms(layout.median)}, p95 ${ms(layout.p95)}`,
  );
  return layout.median <= FRAME_MS;
}

async function main(): Promise<number> {
  if (!existsSync(path.resolve('dist/server/main.js')) || !existsSync('dist/web/index.html')) {
    console.log('dist/ is missing: building the site first (npm run build)…');
    const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (built.status !== 0) return built.status ?? 1;
  }
  const buildParts = fullBuild();
  const server = await startServer();
  const chrome = await launchBrowser();
  try {
    const tab = await openPage(chrome.browser, server.baseUrl, { width: 1280, height: 900 });
    if (THROTTLE > 1) {
      const cdp = await tab.context.newCDPSession(tab.page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    }
    await placeBuild(tab.page, { buildParts, buildName: 'Bench build' });
    await tab.page.getByRole('heading', { level: 1, name: 'Builder', exact: true }).waitFor();
    await tab.page.getByLabel('Merchant for Ammunition', { exact: true }).waitFor();

    // 1. Change a merchant (one sub-part's product replaced, as an add does): alternate two.
    const stock = buildParts.flatMap((p) => p.subParts ?? []).find((s) => s.name === 'Stock')!;
    const vendorIds = stock.product!.availableVendors!.map((v) => v.id);
    const merchant: Sample[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const value = vendorIds[i % 2 === 0 ? 0 : 1]!;
      const sample = await timeAction(tab.page, {
        kind: 'select',
        label: 'Merchant for Stock',
        value,
      });
      if (i >= WARM_UP) merchant.push(sample);
      await settle(tab.page);
    }

    // 2. Remove one part with its delete control (the row turns into an empty one), each time a
    //    different one of the still nearly full build.
    const removable = filledSubParts(buildParts)
      .filter(({ product }) => !isIncludedEntry(product) && product.name.startsWith('Bench '))
      .filter(({ subPart }) => subPart !== 'Stock' && subPart !== 'Complete Upper Receiver')
      .map(({ product }) => product.name);
    const removal: Sample[] = [];
    for (let i = 0; i < Math.min(WARM_UP + RUNS, removable.length); i++) {
      const sample = await timeAction(tab.page, { kind: 'click', label: `Remove ${removable[i]}` });
      if (i >= WARM_UP) removal.push(sample);
      await settle(tab.page);
    }
    if (tab.errors.length > 0) throw new Error(`page errors: ${tab.errors.join('; ')}`);
    await tab.close();

    const filled = BUILD_GROUPS.flatMap((g) => g.subParts).length;
    console.log(
      `Builder re-render on a full build (${filled}/${filled} sub-parts), ` +
        `${RUNS} runs after ${WARM_UP} warm-up, CPU throttle ×${THROTTLE}, budget ${FRAME_MS} ms:`,
    );
    const ok = [report('change a merchant', merchant), report('remove one part', removal)];
    if (ok.every(Boolean)) return 0;
    console.error(`A median is over the ${FRAME_MS} ms budget.`);
    return 1;
  } finally {
    await chrome.close();
    await server.stop();
    await server.cleanup();
  }
}

process.exitCode = await main();

import { lazy, memo, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { BUILD_GROUPS } from '../../../../shared/build/parts.ts';
import type { BuildPart } from '../../../../shared/build/schema.ts';
import { existingWarnings } from '../../../../shared/build/redundancy.ts';
import { buildLanded } from '../../../../shared/build/landed.ts';
import { formatPrice } from '../../../../shared/build/totals.ts';
import { Button } from '../../../components/button/button.tsx';
import { PageBand } from '../../../components/page-band/page-band.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useMetaDescription } from '../../../lib/use-page-meta.ts';
import { setBuildParts, useBuild } from '../../../stores/build.ts';
import { BuildTitle } from '../components/build-title.tsx';
import { CategoryTabs, categoryTabId } from '../components/category-tabs.tsx';
import { CompatibilityPanel } from '../components/compatibility-panel.tsx';
import { GroupSection } from '../components/group-section.tsx';
import { LegalDisclaimer } from '../components/legal-disclaimer.tsx';
import { builderTexts } from '../lib/builder-texts.ts';
import { useCompatEngine } from '../../../lib/compat-engine.ts';
import { useSecondPass } from '../../../lib/use-second-pass.ts';
import { buildReport, panelView } from '../lib/compat-view.ts';
import { NO_EXTRAS, extrasMemo } from '../lib/row-extras.ts';
import { useShowAdded } from '../../../components/add-to-build/show-added.ts';
import { BuildToolbar } from '../saved-builds/build-toolbar.tsx';
import { setOnlyInStock, useOnlyInStock } from '../lib/only-in-stock.ts';
import {
  BuildAlertDialog,
  BuyListDialog,
  ExportDialog,
  OptimiseCartDialog,
  PriceSummaryModal,
} from '../saved-builds/lazy-dialogs.tsx';
import { MyBuildsBar } from '../saved-builds/my-builds-bar.tsx';
import { SaveLoadActions } from '../saved-builds/save-load-actions.tsx';
import { SavedBuildsProvider } from '../saved-builds/saved-builds-provider.tsx';
import styles from './builder-page.module.css';

// 'All' plus each build part name.
const ALL = builderTexts.all;
const TAB_NAMES: readonly string[] = [ALL, ...BUILD_GROUPS.map((g) => g.name)];
const GROUP_NAMES: readonly string[] = BUILD_GROUPS.map((g) => g.name);

// The saved-builds pieces take no props: memo keeps a part change from re-rendering them (they
// still follow their own state and context).
const Toolbar = memo(BuildToolbar);
const BuildsBar = memo(MyBuildsBar);
const SaveLoad = memo(SaveLoadActions);

// The progress checklist loads beside the page, into a box that keeps its height meanwhile.
const BuildProgressView = lazy(() =>
  import('../components/build-progress.tsx').then((m) => ({ default: m.BuildProgressView })),
);

/** Groups in the Builder's first render (the rest follow at once). */
const FIRST_GROUPS = 1;

/** /builder: the Builder page. */
export function BuilderPage() {
  useDocumentTitle(builderTexts.heading);
  useMetaDescription(
    'Plan an AR-15 build part by part: see the total, compare merchant prices and catch parts that do not fit before you buy.',
  );
  return (
    <SavedBuildsProvider>
      <BuilderContent />
    </SavedBuildsProvider>
  );
}

function BuilderContent() {
  const { buildName, buildParts } = useBuild();
  const [tab, setTab] = useState<string>(ALL);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [dialog, setDialog] = useState<'summary' | 'buy' | 'optimise' | 'alert' | 'export' | null>(
    null,
  );
  // After "Optimise my cart": the parts before it, offered back until the build changes again.
  const [optimised, setOptimised] = useState<{
    before: BuildPart[];
    after: BuildPart[];
    total: number;
  } | null>(null);
  const ids = useId();
  const panelId = `${ids}-panel`;

  // Warnings, compatibility issues and included rows depend on the whole build: computed once per
  // change (the engine is pure and takes microseconds, ADR 059), and each group gets only its own,
  // with unchanged identities kept (ADR 017, ADR 063).
  // The engine loads beside the page: rows and totals show at once, its issues when it arrives.
  const engine = useCompatEngine();
  const onlyInStock = useOnlyInStock();
  const report = useMemo(
    () => (engine ? buildReport(engine, buildParts) : undefined),
    [engine, buildParts],
  );
  const [extrasFor] = useState(extrasMemo);
  const extras = extrasFor(buildParts, report);
  const panel = useMemo(
    () => panelView(buildParts, existingWarnings(buildParts), report),
    [buildParts, report],
  );
  const landed = useMemo(() => buildLanded(buildParts), [buildParts]);

  const toggle = useCallback((name: string) => {
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  }, []);
  const allCollapsed = GROUP_NAMES.every((name) => collapsed.has(name));
  const closeDialog = useCallback(() => setDialog(null), []);
  const applyCart = useCallback(
    (next: BuildPart[], total: number) => {
      setOptimised({ before: buildParts, after: next, total });
      setBuildParts(next);
      setDialog(null);
    },
    [buildParts],
  );

  // The first group renders with the page, the others right after (useSecondPass).
  const allGroups = useSecondPass();
  const inTab = tab === ALL ? buildParts : buildParts.filter((group) => group.name === tab);
  const shown = allGroups ? inTab : inTab.slice(0, FIRST_GROUPS);
  useShowAdded(allGroups);

  return (
    <div className={styles.page}>
      <PageBand heading={builderTexts.heading} />
      <div className={`${styles.inner} ${styles.layout}`}>
        {/* The toolbar is a sidebar on wide screens (hidden below 800 px). */}
        <div className={styles.sidebar}>
          <Toolbar />
        </div>
        <div className={styles.main}>
          <CompatibilityPanel view={panel} />
          <section className={styles.progressSlot} aria-label={builderTexts.progressLabel}>
            <div className={styles.progressBox}>
              {engine ? (
                <Suspense fallback={null}>
                  <BuildProgressView parts={buildParts} rules={engine.RULES} />
                </Suspense>
              ) : null}
            </div>
          </section>
          <BuildTitle name={buildName} />
          <BuildsBar />
          <CategoryTabs
            names={TAB_NAMES}
            selected={tab}
            onSelect={setTab}
            panelId={panelId}
            idPrefix={ids}
          />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.total}
              aria-haspopup="dialog"
              onClick={() => setDialog('summary')}
            >
              <span className={styles.totalLabel}>{builderTexts.total}</span>{' '}
              <span className={styles.totalAmount}>{formatPrice(landed.items)}</span>
              {landed.shipping > 0 ? (
                <span className={styles.landed}>
                  {builderTexts.landedLine(formatPrice(landed.shipping), formatPrice(landed.total))}
                </span>
              ) : null}
            </button>
            <div className={styles.buttons}>
              <label className={styles.onlyInStock}>
                <input
                  type="checkbox"
                  checked={onlyInStock}
                  onChange={(event) => setOnlyInStock(event.target.checked)}
                />{' '}
                {builderTexts.onlyInStock}
              </label>
              <Button
                variant="outline"
                aria-haspopup="dialog"
                onClick={() => setDialog('optimise')}
              >
                {builderTexts.optimise}
              </Button>
              <Button variant="outline" aria-haspopup="dialog" onClick={() => setDialog('buy')}>
                {builderTexts.openBuyList}
              </Button>
              <Button variant="outline" aria-haspopup="dialog" onClick={() => setDialog('export')}>
                {builderTexts.exportList}
              </Button>
              <SaveLoad />
              <Button variant="outline" aria-haspopup="dialog" onClick={() => setDialog('alert')}>
                {builderTexts.priceAlert}
              </Button>
              <Button
                variant="outline"
                onClick={() => setCollapsed(allCollapsed ? new Set() : new Set(GROUP_NAMES))}
              >
                {allCollapsed ? builderTexts.expandAll : builderTexts.collapseAll}
              </Button>
            </div>
          </div>
          {optimised && optimised.after === buildParts ? (
            <p role="status" className={styles.optimised}>
              {builderTexts.optimised(formatPrice(optimised.total))}{' '}
              <Button
                variant="outline"
                onClick={() => {
                  setBuildParts(optimised.before);
                  setOptimised(null);
                }}
              >
                {builderTexts.undo}
              </Button>
            </p>
          ) : null}
          <div
            role="tabpanel"
            id={panelId}
            aria-labelledby={categoryTabId(ids, Math.max(0, TAB_NAMES.indexOf(tab)))}
            className={styles.groups}
          >
            {shown.map((group) => (
              <GroupSection
                key={group.name}
                group={group}
                extras={extras.get(group.name) ?? NO_EXTRAS}
                collapsed={collapsed.has(group.name)}
                onToggle={toggle}
              />
            ))}
          </div>
          <LegalDisclaimer />
        </div>
      </div>
      {dialog ? (
        <Suspense fallback={null}>
          {dialog === 'summary' ? (
            <PriceSummaryModal parts={buildParts} onClose={closeDialog} />
          ) : dialog === 'buy' ? (
            <BuyListDialog parts={buildParts} onClose={closeDialog} />
          ) : dialog === 'alert' ? (
            <BuildAlertDialog onClose={closeDialog} />
          ) : dialog === 'export' ? (
            <ExportDialog buildName={buildName} parts={buildParts} onClose={closeDialog} />
          ) : (
            <OptimiseCartDialog parts={buildParts} onApply={applyCart} onClose={closeDialog} />
          )}
        </Suspense>
      ) : null}
    </div>
  );
}

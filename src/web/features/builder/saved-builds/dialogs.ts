// The Builder's dialogs, one module loaded on demand: a first visit does not need them to show the
// build, and they are fetched once the page is idle (or at the first click, whichever comes first).
export { DeleteBuildDialog } from './delete-build-dialog.tsx';
export { LoadBuildDialog } from './load-build-dialog.tsx';
export { SaveNameDialog } from './save-name-dialog.tsx';
export { ShareBuildDialog } from './share-build-dialog.tsx';
export { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';
export { PriceSummaryModal } from '../components/price-summary-modal.tsx';
export { BuyListDialog } from '../components/buy-list-dialog.tsx';
export { OptimiseCartDialog } from '../components/optimise-cart-dialog.tsx';
export { BuildAlertDialog } from './build-alert-dialog.tsx';
export { ExportDialog } from '../components/export-dialog.tsx';

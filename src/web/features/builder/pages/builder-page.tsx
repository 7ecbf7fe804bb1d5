import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { BuildToolbar } from '../saved-builds/build-toolbar.tsx';
import { MyBuildsBar } from '../saved-builds/my-builds-bar.tsx';
import { SaveLoadActions } from '../saved-builds/save-load-actions.tsx';
import { SavedBuildsProvider } from '../saved-builds/saved-builds-provider.tsx';

/** /builder (spec builder-catalogue-ammo §2 "Builder page"). */
export function BuilderPage() {
  useDocumentTitle('Builder');
  return (
    <SavedBuildsProvider>
      <h1>Builder</h1>
      <BuildToolbar />
      <MyBuildsBar />
      <SaveLoadActions />
    </SavedBuildsProvider>
  );
}

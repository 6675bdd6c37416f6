import { AnalyserWorkspace } from '@tonelens/web/analyser/workspace';
import { ApiProvider, AppToaster } from '@tonelens/web/lib';
import { useSettings } from '@/lib/use-settings';
import { usePendingAnalysis } from '@/lib/use-pending-analysis';
import { localOnlyFetch } from '@/lib/local-only-fetch';

/** The side panel: the web app's full analyser, pointed at the configured server. */
export function App() {
  const settings = useSettings();
  const pending = usePendingAnalysis();
  if (!settings) return null;
  return (
    <ApiProvider
      key={`${settings.serverUrl}|${settings.localOnly}`}
      baseUrl={settings.serverUrl}
      fetchImpl={settings.localOnly ? localOnlyFetch : undefined}
    >
      <AppToaster />
      <AnalyserWorkspace key={pending?.at ?? 0} layout="panel" language={settings.language} audioToolUrl="" />
    </ApiProvider>
  );
}

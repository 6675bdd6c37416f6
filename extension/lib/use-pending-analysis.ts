/** React hook: text handed to the side panel (context menu, popup, chip), taken once and cleared. */
import { useEffect, useState } from 'react';
import { isFreshPending, pendingAnalysisItem, type PendingAnalysis } from './session';

/** The latest hand-over, or null until one arrives. Each hand-over is consumed (removed from storage) when taken; stale ones are dropped. */
export function usePendingAnalysis(): PendingAnalysis | null {
  const [pending, setPending] = useState<PendingAnalysis | null>(null);
  useEffect(() => {
    const take = (value: PendingAnalysis | null) => {
      if (!value) return;
      if (isFreshPending(value)) setPending(value);
      void pendingAnalysisItem.removeValue();
    };
    void pendingAnalysisItem.getValue().then(take);
    return pendingAnalysisItem.watch(take);
  }, []);
  return pending;
}

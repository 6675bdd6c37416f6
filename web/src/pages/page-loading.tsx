/** A full-page waiting state with a spoken label. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

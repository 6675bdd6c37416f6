/** The ToneLens logo and word mark. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <span className="brand">
      <img src="/icons/logo.svg" alt="" width={32} height={32} className="brand__logo" />
      {compact ? <span className="sr-only">ToneLens</span> : <span className="brand__name">ToneLens</span>}
    </span>
  );
}

import { LeanSpinner } from '../components/lean-ui';

/** Fallback while a lazy page chunk or the data a guard needs is loading (MUI's CircularProgress, drawn without MUI). */
export function PageLoader() {
  return (
    <div className="fb-page-loader" role="progressbar" aria-label="Loading page">
      <LeanSpinner />
    </div>
  );
}

// Shown only when the first page cannot be loaded at all (client-side navigations fall back to a
// full page load instead, spec section 8).
import { useTranslation } from '../../i18n/translate';
import { ApiError } from '../../lib/api';

export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.message : t('errors.pageLoad');
  return (
    <div className="page-width route-error" role="alert">
      <h1 className="section-title">{message}</h1>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('errors.retry')}
      </button>
    </div>
  );
}

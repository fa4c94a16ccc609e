import { useTranslation } from 'react-i18next';

/**
 * The mark and the wordmark, drawn inline (no request, no script: it is in the prerendered frames'
 * HTML too). The mark is a "C" opening on a rising sun; its colours are the tokens' (global.css
 * `.brand__…`), so it follows the theme. The link around it takes its accessible name from the
 * wordmark; the mark itself is decoration.
 */
export function BrandLogo() {
  const { t } = useTranslation('shell');
  return (
    <>
      <svg
        className="brand__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect className="brand__tile" width="32" height="32" rx="9" />
        <path className="brand__ring" d="M22.4 21.2A8.5 8.5 0 1 1 22.4 10.8" />
        <circle className="brand__sun" cx="23.2" cy="16" r="3" />
      </svg>
      <span className="brand__word">{t('brand')}</span>
    </>
  );
}

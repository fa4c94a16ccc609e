import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '@coach/shared/ui';
import { Section } from '../../components/Section.tsx';
import { NAMESPACE } from '../../i18n/namespace.ts';

/** "Define My Path" leads to the life GPS (docs/product.md §8.6). */
export function DefineMyPath() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Section title={t('path.title')} intro={t('path.intro')}>
      <p>
        <Link to="/my_life_gps" className={buttonClassName()}>
          {t('path.action')}
        </Link>
      </p>
    </Section>
  );
}

import { useTranslation } from 'react-i18next';
import type { Company } from '../../../protocol/schemas/company.ts';
import styles from './ProductScreen.module.css';

/** A provider company with SPEC's text groups: main business, contact e-mail, office, registered address, website. */
export function CompanyCard({ company }: { company: Company }) {
  const { t } = useTranslation();
  const safeUrl = /^https?:\/\//i.test(company.url) ? company.url : null;
  return (
    <article className={styles.company} data-result={company.name}>
      <header className={styles.companyHead}>
        <img className={styles.companyLogo} src={company.logo} alt="" width={44} height={44} />
        <h2 className={styles.companyName}>{company.name}</h2>
      </header>
      <dl className={styles.facts}>
        <dt>{t('product.subject')}</dt>
        <dd>{company.subject}</dd>
        <dt>{t('product.email')}</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
        <dt>{t('product.location')}</dt>
        <dd>{company.location}</dd>
        <dt>{t('product.registeredAddress')}</dt>
        <dd>{company.registered_address}</dd>
        <dt>{t('product.website')}</dt>
        <dd>
          {safeUrl ? (
            <a href={safeUrl} target="_blank" rel="noopener noreferrer">
              {safeUrl.replace(/^https?:\/\//i, '')}
            </a>
          ) : (
            company.url
          )}
        </dd>
      </dl>
    </article>
  );
}

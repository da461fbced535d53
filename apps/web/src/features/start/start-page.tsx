import { useT } from '../../lib/i18n/i18n-context';
import './start-page.css';

// spec 1 §1: the four product kinds, CURRENTACCOUNT being the default process.
const PRODUCTS = ['CURRENTACCOUNT', 'PERSONALLOAN', 'DAYPOSIT', 'ACCOUNTOPENINGFROMLOAN'] as const;
const NEEDS = ['document', 'phone', 'camera', 'time'] as const;

type Product = (typeof PRODUCTS)[number];
type Need = (typeof NEEDS)[number];

// 24 px line icons, decorative only.
const PRODUCT_ICONS: Record<Product, string> = {
  CURRENTACCOUNT: 'M3 6h18v12H3zM3 10h18M7 15h4',
  PERSONALLOAN:
    'M19 5 5 19M7.5 10a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM16.5 19a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  DAYPOSIT: 'M4 5h16v15H4zM4 9h16M8 3v4M16 3v4M8 13h3v3H8z',
  ACCOUNTOPENINGFROMLOAN: 'M3 7h12v10H3zM3 10h12M15 12h6M18 9l3 3-3 3',
};

const NEED_ICONS: Record<Need, string> = {
  document: 'M3 5h18v14H3zM7 9h4v5H7zM14 10h4M14 13h3',
  phone: 'M7 2h10v20H7zM11 18h2',
  camera: 'M3 7h4l2-2h6l2 2h4v12H3zM12 16a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  time: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
};

function LineIcon({ d }: { d: string }) {
  return (
    <svg className="start-page__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/**
 * The start page: what the applicant can open online and what they need. The home gate that
 * redirects by prospect state (spec 1 §2) and the link to registration arrive with their issues.
 */
export function StartPage() {
  const t = useT();
  return (
    <div className="start-page">
      <section className="start-page__hero">
        <h2 className="start-page__title">{t('start.title')}</h2>
        <p className="start-page__intro">{t('start.intro')}</p>
      </section>

      <section className="start-page__section" aria-labelledby="start-products">
        <h3 id="start-products" className="start-page__heading">
          {t('start.productsHeading')}
        </h3>
        <ul className="start-page__products">
          {PRODUCTS.map((product) => (
            <li key={product} className="start-page__product">
              <LineIcon d={PRODUCT_ICONS[product]} />
              <h4 className="start-page__product-name">{t(`start.products.${product}.name`)}</h4>
              <p className="start-page__product-text">
                {t(`start.products.${product}.description`)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="start-page__section" aria-labelledby="start-needs">
        <h3 id="start-needs" className="start-page__heading">
          {t('start.needsHeading')}
        </h3>
        <ul className="start-page__needs">
          {NEEDS.map((need) => (
            <li key={need} className="start-page__need">
              <LineIcon d={NEED_ICONS[need]} />
              <span>{t(`start.needs.${need}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

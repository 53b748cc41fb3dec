import styled from 'styled-components';
import { Link, preferencesOpened, SITE, useAppDispatch, useMessages } from 'shared-contracts';
import { shellMessages } from '../messages/shellMessages';
import { BrandMark } from './BrandMark';

const Wrapper = styled.footer`
  margin-top: auto;
  background: #2d2340;
  color: #eee8f7;
  a,
  button {
    color: #eee8f7;
  }
`;

const Columns = styled.div`
  max-width: var(--content-width);
  margin: 0 auto;
  padding: 40px 16px 24px;
  display: grid;
  gap: 28px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  h2 {
    font-size: 1rem;
    margin: 0 0 10px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: 4px 0;
  }
`;

const BrandLine = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  font-size: 1.2rem;
  margin: 0 0 8px;
`;

const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  text-decoration: underline;
  cursor: pointer;
`;

const Copyright = styled.p`
  margin: 0;
  padding: 16px;
  text-align: center;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: 0.9rem;
`;

export function Footer() {
  const dispatch = useAppDispatch();
  const t = useMessages(shellMessages);
  return (
    <Wrapper>
      <Columns>
        <div>
          <BrandLine>
            <BrandMark size={28} />
            {SITE.name}
          </BrandLine>
          <p>{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.quickLinks')}>
          <h2>{t('footer.quickLinks')}</h2>
          <ul>
            <li>
              <Link to="/">{t('footer.home')}</Link>
            </li>
            <li>
              <Link to="/flipbook-catalogue">{t('footer.sampleBooks')}</Link>
            </li>
            <li>
              <Link to="/about">{t('footer.about')}</Link>
            </li>
            <li>
              <Link to="/faq">{t('footer.faq')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('footer.contact')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <h2>{t('footer.legal')}</h2>
          <ul>
            <li>
              <Link to="/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/refund">{t('footer.refund')}</Link>
            </li>
            <li>
              <Link to="/shipping-and-delivery-policy">{t('footer.shipping')}</Link>
            </li>
            <li>
              <LinkButton type="button" onClick={() => dispatch(preferencesOpened())}>
                {t('footer.cookiePreferences')}
              </LinkButton>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.followUsLabel')}>
          <h2>{t('footer.followUs')}</h2>
          <ul>
            <li>
              <a href="https://www.facebook.com/herotales.in" rel="noopener noreferrer" target="_blank">
                Facebook
              </a>
            </li>
            <li>
              <a href="https://www.instagram.com/herotales.in" rel="noopener noreferrer" target="_blank">
                Instagram
              </a>
            </li>
          </ul>
        </nav>
      </Columns>
      <Copyright>{t('footer.copyright', { year: new Date().getFullYear(), site: SITE.name })}</Copyright>
    </Wrapper>
  );
}

import styled from 'styled-components';
import { Link, preferencesOpened, SITE, useAppDispatch } from 'shared-contracts';
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
  return (
    <Wrapper>
      <Columns>
        <div>
          <BrandLine>
            <BrandMark size={28} />
            {SITE.name}
          </BrandLine>
          <p>
            Personalized printed storybooks where your child is the illustrated hero. Made with love in India, from one photo and a few
            details.
          </p>
        </div>
        <nav aria-label="Quick Links">
          <h2>Quick Links</h2>
          <ul>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to="/flipbook-catalogue">Sample Books</Link>
            </li>
            <li>
              <Link to="/about">About Us</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2>Legal</h2>
          <ul>
            <li>
              <Link to="/privacy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms of Service</Link>
            </li>
            <li>
              <Link to="/refund">Refund &amp; Cancellation Policy</Link>
            </li>
            <li>
              <Link to="/shipping-and-delivery-policy">Shipping &amp; Delivery Policy</Link>
            </li>
            <li>
              <LinkButton type="button" onClick={() => dispatch(preferencesOpened())}>
                Cookie Preferences
              </LinkButton>
            </li>
          </ul>
        </nav>
        <nav aria-label="Follow us">
          <h2>Follow Us</h2>
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
      <Copyright>
        © {new Date().getFullYear()} {SITE.name}. All rights reserved.
      </Copyright>
    </Wrapper>
  );
}

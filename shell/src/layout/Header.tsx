import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link, NavLink, SITE, TIMINGS, useLocation, useMessages } from 'shared-contracts';
import { shellMessages } from '../messages/shellMessages';
import { BrandMark } from './BrandMark';
import { LanguageSwitch } from './LanguageSwitch';
import { useHeaderHeight } from './useHeaderHeight';

const Bar = styled.header<{ $raised: boolean }>`
  position: sticky;
  top: 0;
  z-index: 30;
  background: var(--color-surface);
  box-shadow: ${({ $raised }) => ($raised ? '0 2px 12px rgba(45, 42, 50, 0.14)' : 'none')};
  transition: box-shadow 0.2s;
`;

const Inner = styled.div`
  max-width: var(--content-width);
  margin: 0 auto;
  padding: 10px 16px;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  flex-wrap: wrap;
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 1.3rem;
  font-weight: 800;
  color: var(--color-primary-dark);
  text-decoration: none;
`;

const MenuButton = styled.button`
  display: none;
  min-width: 44px;
  min-height: 44px;
  border: 1px solid var(--color-border);
  border-radius: 10px;
  background: transparent;
  @media (max-width: 640px) {
    display: inline-block;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 10px 12px;
    border-radius: 8px;
    color: var(--color-text);
    font-weight: 600;
    text-decoration: none;
  }
  a.active {
    color: var(--color-primary);
    background: #f1ebfa;
  }
  @media (max-width: 640px) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    width: 100%;
    ul {
      flex-direction: column;
    }
  }
`;

const LINKS = [
  { to: '/', label: 'header.home' },
  { to: '/about', label: 'header.about' },
  { to: '/faq', label: 'header.faq' },
  { to: '/contact', label: 'header.contact' },
] as const;

const scrolled = () => window.scrollY > TIMINGS.headerShadowAfterPx;

export function Header() {
  const t = useMessages(shellMessages);
  // Flat at first, as the server draws it; the first scroll event (or a restored position) raises it.
  const [raised, setRaised] = useState(false);
  const { pathname } = useLocation();
  // The menu is open on the page it was opened on: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const bar = useRef<HTMLElement>(null);
  useHeaderHeight(bar);

  useEffect(() => {
    const onScroll = () => setRaised(scrolled());
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <Bar ref={bar} $raised={raised} data-raised={raised}>
      <Inner>
        <Brand to="/" aria-label={t('header.brandHome', { site: SITE.name })}>
          <BrandMark />
          {SITE.name}
        </Brand>
        <MenuButton type="button" aria-expanded={open} aria-controls="main-navigation" onClick={() => setOpen(!open)}>
          {t('header.menu')}
        </MenuButton>
        <Nav id="main-navigation" aria-label={t('header.mainNavigation')} $open={open}>
          <ul>
            {LINKS.map(({ to, label }) => (
              <li key={to}>
                <NavLink to={to} end>
                  {t(label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <LanguageSwitch />
      </Inner>
    </Bar>
  );
}

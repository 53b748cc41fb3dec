import { screen } from '@testing-library/react';
import { renderWithStore, siteText } from 'shared-contracts/testing';
import AboutPage from './AboutPage';

describe('the About page', () => {
  it("shows the home page's about block, then the cards of Our Story, Our Mission and Our Technology", () => {
    renderWithStore(<AboutPage />, { path: '/about' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['About Hero Tales', 'Our Story', 'Our Mission', 'Our Technology']);
    const block = screen.getByRole('heading', { level: 2, name: 'About Hero Tales' }).nextElementSibling!;
    expect([...block.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      siteText('about.story'),
      siteText('about.mission'),
      siteText('about.technology'),
    ]);
    expect(block.querySelector('p')).toHaveTextContent(/^Hero Tales began in 2024 at a kitchen table in Bengaluru/);
  });

  it('about page: each part says its own thing, no paragraph twice', () => {
    renderWithStore(<AboutPage />, { path: '/about' });
    const paragraphs = [...document.querySelectorAll('p')].map((p) => p.textContent);
    expect(new Set(paragraphs).size).toBe(paragraphs.length);
    const card = (name: string) => screen.getByRole('region', { name }).querySelector('p')?.textContent;
    expect(card('Our Story')).toMatch(/^Our first book was for one little girl/);
    expect(card('Our Mission')).not.toBe(siteText('about.mission'));
    expect(card('Our Technology')).not.toBe(siteText('about.technology'));
  });
});

import type { Locator } from '@playwright/test';
import { Shop } from './shop';

/** The home page's tracked sections by their analytics name, and the heading each is labelled by. */
export const HOME_SECTIONS = {
  hero: 'Your Child, The Hero',
  quick_preview: 'Quick Preview',
  products: 'Choose Your Adventure',
  how_it_works: 'How It Works',
  testimonials: 'What Parents Say',
  benefits: 'Why Parents Love Hero Tales',
  about: 'About Hero Tales',
} as const;

export type HomeSection = keyof typeof HOME_SECTIONS;

/** `/`: hero, quick preview, the catalogue and the other sections. */
export class HomePage extends Shop {
  section(name: HomeSection): Locator {
    return this.page.getByRole('region', { name: HOME_SECTIONS[name], exact: true });
  }

  /** Scrolls a section onto the screen as a visitor would: what it loads on approach then arrives. */
  async reveal(name: HomeSection) {
    await this.section(name).scrollIntoViewIfNeeded();
  }

  get productCards(): Locator {
    return this.section('products').getByRole('article');
  }

  productCard(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  /** Starts personalising a story from its card. */
  async personalize(title: string) {
    await this.productCard(title)
      .getByRole('button', { name: this.say('product.personalize') })
      .click();
  }

  get quickPreview() {
    const section = this.section('quick_preview');
    return {
      section,
      photo: section.getByLabel('Choose a photo of your child'),
      consent: section.getByRole('checkbox', { name: /parent or guardian/ }),
      generate: section.getByRole('button', { name: 'Generate Preview' }),
      generating: section.getByRole('button', { name: 'Generating...' }),
      pictures: section.getByRole('group', { name: 'Quick preview pictures' }),
      remove: section.getByRole('button', { name: 'Remove photo' }),
    };
  }
}

import { expect, type Locator, type Page } from '@playwright/test';
import { Shop } from './shop';

/** `/flipbook-catalogue`: the sample books, grouped by story. */
export class FlipbookCataloguePage extends Shop {
  constructor(page: Page) {
    super(page);
  }

  story(displayName: string): Locator {
    return this.page.getByRole('region', { name: displayName });
  }

  sampleBook(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name });
  }
}

/** `/flipbook`: a book, page by page: a sample, the visitor's own, or one shared with them. */
export class FlipbookPage extends Shop {
  get book(): Locator {
    return this.page.getByRole('region', { name: this.say('flipbook.viewer.label') });
  }

  /** 'Page 1 of 34', in the screen's language. */
  get counter(): Locator {
    const position = this.say('flipbook.viewer.position').replace(/\{\w+\}/g, '\\d+');
    return this.page.getByText(new RegExp(`^${position}$`));
  }

  /** A page's picture, by the number the visitor counts (from 1). */
  picture(pageNumber: number): Locator {
    return this.book.getByRole('img', { name: this.say('flipbook.viewer.page', { number: pageNumber }), exact: true });
  }

  /** The owner's link for the family, as the page shows it once made (copied, or shared from a phone). */
  async shareLink(): Promise<string> {
    await this.page.getByRole('button', { name: this.say('share.button') }).click();
    const link = this.page.getByRole('textbox', { name: this.say('share.linkLabel') });
    await expect(link).toHaveValue(/#share=/);
    return link.inputValue();
  }

  /**
   * How a page's picture is drawn: its box's proportions against the picture's own, and whether the
   * box lies inside its page (nothing cut off).
   */
  async drawnPicture(pageNumber: number) {
    return this.picture(pageNumber).evaluate((image: HTMLImageElement) => {
      const drawn = image.getBoundingClientRect();
      const page = image.parentElement!.getBoundingClientRect();
      return {
        drawnRatio: drawn.width / drawn.height,
        ownRatio: image.naturalWidth / image.naturalHeight,
        inside:
          drawn.left >= page.left - 1 && drawn.right <= page.right + 1 && drawn.top >= page.top - 1 && drawn.bottom <= page.bottom + 1,
      };
    });
  }

  get next(): Locator {
    return this.page.getByRole('button', { name: this.say('flipbook.viewer.nextLabel') });
  }

  get previous(): Locator {
    return this.page.getByRole('button', { name: this.say('flipbook.viewer.previousLabel') });
  }

  /** Turns pages until page `pageNumber` (counted from 1) is open, one page or two at a time. */
  async turnTo(pageNumber: number) {
    const name = this.say('flipbook.viewer.page', { number: pageNumber });
    // A page of words is labelled, a picture named by its text alternative.
    const wanted = this.book.getByLabel(name, { exact: true }).or(this.picture(pageNumber));
    for (let turns = 0; turns < pageNumber && !(await wanted.isVisible()); turns += 1) {
      await this.next.click();
      // The turn takes 800 ms: the next click waits for it to end.
      await this.page.waitForTimeout(900);
    }
    await expect(wanted).toBeVisible();
  }

  /** The part of an open page's picture its page shows, as shares of the picture, and the page's width over its height. */
  async shownPart(pageNumber: number) {
    return this.picture(pageNumber).evaluate((image: HTMLImageElement) => {
      const drawn = image.getBoundingClientRect();
      const page = image.parentElement!.getBoundingClientRect();
      return {
        pageRatio: page.width / page.height,
        left: (page.left - drawn.left) / drawn.width,
        top: (page.top - drawn.top) / drawn.height,
        width: page.width / drawn.width,
        height: page.height / drawn.height,
      };
    });
  }

  get goBack(): Locator {
    return this.page.getByRole('button', { name: 'Go Back' });
  }
}

/** `/contact`: the message form. */
export class ContactPage extends Shop {
  constructor(page: Page) {
    super(page);
  }

  field(label: 'Name' | 'Email' | 'Subject' | 'Message'): Locator {
    return this.page.getByLabel(label);
  }

  get send(): Locator {
    return this.page.getByRole('button', { name: 'Send Message' });
  }
}

/** The five policy pages: the document, its Last Updated badge and its questions block. */
export class PolicyPage extends Shop {
  constructor(page: Page) {
    super(page);
  }

  get lastUpdated(): Locator {
    return this.page.getByText(/^Last Updated: [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  }

  get document(): Locator {
    return this.page.getByRole('article');
  }

  get contactLink(): Locator {
    return this.page.getByRole('link', { name: 'Contact Us' }).last();
  }

  /** A dialog of the page by its title, e.g. the confirmation before clearing usage data. */
  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }
}

/** `/faq`: every question, each opened by its summary. */
export class FaqPage extends Shop {
  constructor(page: Page) {
    super(page);
  }

  section(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** The questions of a section, each a disclosure opened by a click on its summary. */
  questions(section: string): Locator {
    return this.section(section).getByRole('group');
  }
}

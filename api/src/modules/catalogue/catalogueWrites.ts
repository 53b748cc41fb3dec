import type { PrintTypeTexts } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import type { PrintBinding } from './printBinding.js';
import type { PrintRoute } from './printRoutes.js';
import type { Story } from './productRepository.js';

/** Adds the stories, or rewrites them in place: orders and requests point at them. */
export async function saveProducts(trx: Db, stories: Story[]): Promise<void> {
  for (const story of stories) {
    const row = {
      product_id: story.productId,
      slug: story.slug,
      display_name: story.displayName,
      title: story.title,
      description: story.description,
      age_group: story.ageGroup,
      status: story.status,
      priority: story.priority,
      min_age: story.minAge,
      max_age: story.maxAge,
      image_urls: JSON.stringify(story.imageUrls),
      pages_per_batch: story.pagesPerBatch,
      deposit_paise: story.depositPaise,
      deposit_after_page: story.depositAfterPage,
      story_pages: JSON.stringify(story.pages),
      story_translations: JSON.stringify(story.translations),
    };
    await trx
      .insertInto('products')
      .values(row)
      .onConflict((oc) => oc.column('product_id').doUpdateSet(row))
      .execute();
  }
}

/** A print type as it is put on sale, with its sizes in the order they are offered. */
export interface PrintTypeOnSale {
  printType: string;
  bestChoice: boolean;
  sampleImageUrl: string;
  description: string;
  paperFinish: string;
  deliveryTimeline: string;
  /** Its words by language code, each size's name by its English one. */
  translations: Record<string, PrintTypeTexts>;
  binding: PrintBinding;
  /** What each person or pet beside the hero adds to the price of each of its sizes. */
  companionPricePaise: number;
  sizes: { size: string; pricePaise: number; originalPricePaise: number | null; routes: PrintRoute[] }[];
}

/** Replaces the print types and their sizes as a whole, in the order given. */
export async function replacePrintOptions(trx: Db, types: PrintTypeOnSale[]): Promise<void> {
  await trx.deleteFrom('print_sizes').execute();
  await trx.deleteFrom('print_types').execute();
  for (const [position, type] of types.entries()) {
    await trx
      .insertInto('print_types')
      .values({
        print_type: type.printType,
        best_choice: type.bestChoice ? 1 : 0,
        sample_image_url: type.sampleImageUrl,
        description: type.description,
        paper_finish: type.paperFinish,
        delivery_timeline: type.deliveryTimeline,
        translations: JSON.stringify(type.translations),
        binding: JSON.stringify(type.binding),
        companion_price_paise: type.companionPricePaise,
        position,
      })
      .execute();
    for (const [sizePosition, size] of type.sizes.entries()) {
      await trx
        .insertInto('print_sizes')
        .values({
          print_type: type.printType,
          size: size.size,
          price_paise: size.pricePaise,
          original_price_paise: size.originalPricePaise,
          position: sizePosition,
          routes: JSON.stringify(size.routes),
        })
        .execute();
    }
  }
}

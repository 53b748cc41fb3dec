import type { Language } from 'contracts/languages';
import type { Db } from '../../platform/db/database.js';

/** The shop's help pages in each language: its FAQs by topic, in order, and its policies' markdown by name. */
export interface HelpContent {
  faqs: Partial<Record<Language, Record<string, { question: string; answer: string }[]>>>;
  policies: Partial<Record<Language, Record<string, string>>>;
}

const languagesOf = <T>(byLanguage: Partial<Record<Language, T>>) => Object.entries(byLanguage) as [Language, T][];

/** Replaces the FAQs and the policies as a whole. */
export async function replaceHelpContent(trx: Db, { faqs, policies }: HelpContent): Promise<void> {
  for (const table of ['faqs', 'policies'] as const) await trx.deleteFrom(table).execute();
  for (const [language, topics] of languagesOf(faqs)) {
    for (const [faqType, list] of Object.entries(topics)) {
      for (const [position, { question, answer }] of list.entries()) {
        await trx.insertInto('faqs').values({ faq_type: faqType, language, position, question, answer }).execute();
      }
    }
  }
  for (const [language, named] of languagesOf(policies)) {
    for (const [name, markdown] of Object.entries(named)) await trx.insertInto('policies').values({ name, language, markdown }).execute();
  }
}

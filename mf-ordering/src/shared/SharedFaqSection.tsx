import { useEffect, useState, type ComponentType } from 'react';
import { loadSharedModule, SharedModuleBoundary } from 'shared-contracts';

type FaqSectionProps = { faqType: string; title?: string };

let cached: ComponentType<FaqSectionProps> | null = null;

/** The content team's FAQ section, loaded from mf-content at run time; nothing shows if it cannot load or render. */
export function SharedFaqSection(props: FaqSectionProps) {
  const [Section, setSection] = useState<ComponentType<FaqSectionProps> | null>(() => cached);
  useEffect(() => {
    if (cached) return undefined;
    let current = true;
    loadSharedModule<{ default: ComponentType<FaqSectionProps> }>('mf_content', './FaqSection')
      .then((module) => {
        cached = module.default;
        if (current) setSection(() => module.default);
      })
      .catch((error: Error) => console.warn('The FAQ section could not be loaded:', error.message));
    return () => {
      current = false;
    };
  }, []);
  return Section ? (
    <SharedModuleBoundary name="FAQ section">
      <Section {...props} />
    </SharedModuleBoundary>
  ) : null;
}

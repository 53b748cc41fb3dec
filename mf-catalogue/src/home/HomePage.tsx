import { lazy, useEffect } from 'react';
import { useLocation, useMessages, type RoutePrefetch } from 'shared-contracts';
import { LoadWhenNear } from 'ui-kit';
import { catalogueApi } from '../api/catalogueApi';
import { catalogueMessages } from '../messages/catalogueMessages';
import { ProductCatalogue } from '../catalogue/ProductCatalogue';
import { AboutSection } from './AboutSection';
import { BenefitsSection } from './BenefitsSection';
import { ClosingCallToAction } from './ClosingCallToAction';
import { HeroSection } from './HeroSection';
import { HomeSection, Lead } from './HomeSection';
import { HowItWorksSection } from './HowItWorksSection';
import { TestimonialsSection } from './TestimonialsSection';
import { scrollToSection } from './useSectionViewTracking';

// Below the hero, with its form and picture viewer: fetched when it nears the screen.
const QuickPreview = lazy(() => import('../quick-preview/QuickPreview').then((module) => ({ default: module.QuickPreview })));
/** The quick preview's form as it first appears (its photo button and consent line), so nothing on screen moves when it arrives. */
const QUICK_PREVIEW_HEIGHT = 125;

/** Returning visitors can be sent to a section (e.g. the flipbooks' 'Go Back' to the products). */
function useScrollToRequestedSection() {
  const target = (useLocation().state as { scrollTo?: string } | null)?.scrollTo;
  useEffect(() => {
    if (!target) return undefined;
    // After the shell's scroll to the top on navigation, and once the product grid has laid out.
    const timer = setTimeout(() => scrollToSection(target), 300);
    return () => clearTimeout(timer);
  }, [target]);
}

export const messages = catalogueMessages;

/** The products are drawn by the server, so the catalogue is in the first view. */
export const prefetch: RoutePrefetch = async ({ dispatch, language }) =>
  dispatch(catalogueApi.endpoints.getProducts.initiate(language, { subscribe: false }));

/** The home page: stacked sections in the order of docs/product.md#home. */
export default function HomePage() {
  useScrollToRequestedSection();
  const t = useMessages(catalogueMessages);
  return (
    <>
      <HeroSection />
      <HomeSection id="quick-preview" name="quick_preview" tinted labelledBy="quick-preview-title">
        <h2 id="quick-preview-title">{t('quickPreview.title')}</h2>
        <Lead>{t('quickPreview.lead')}</Lead>
        <LoadWhenNear minHeight={QUICK_PREVIEW_HEIGHT}>
          <QuickPreview />
        </LoadWhenNear>
      </HomeSection>
      <HomeSection id="products" name="products" labelledBy="products-title">
        <h2 id="products-title">{t('products.title')}</h2>
        <Lead>{t('products.lead')}</Lead>
        <ProductCatalogue />
      </HomeSection>
      <HowItWorksSection />
      <TestimonialsSection />
      <BenefitsSection />
      <AboutSection />
      <ClosingCallToAction />
    </>
  );
}

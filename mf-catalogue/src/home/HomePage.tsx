import { lazy, useEffect } from 'react';
import { useLocation, type RoutePrefetch } from 'shared-contracts';
import { LoadWhenNear } from 'ui-kit';
import { catalogueApi } from '../api/catalogueApi';
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

/** The products are drawn by the server, so the catalogue is in the first view. */
export const prefetch: RoutePrefetch = async ({ dispatch }) =>
  dispatch(catalogueApi.endpoints.getProducts.initiate(undefined, { subscribe: false }));

/** The home page: stacked sections in the order of 000 section 2. */
export default function HomePage() {
  useScrollToRequestedSection();
  return (
    <>
      <HeroSection />
      <HomeSection id="quick-preview" name="quick_preview" tinted labelledBy="quick-preview-title">
        <h2 id="quick-preview-title">Quick Preview</h2>
        <Lead>See your child in our illustration style in seconds: choose a photo and we draw a few pictures.</Lead>
        <LoadWhenNear minHeight={QUICK_PREVIEW_HEIGHT}>
          <QuickPreview />
        </LoadWhenNear>
      </HomeSection>
      <HomeSection id="products" name="products" labelledBy="products-title">
        <h2 id="products-title">Choose Your Adventure</h2>
        <Lead>Every story is illustrated for us and personalized with your child's name, look and age.</Lead>
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

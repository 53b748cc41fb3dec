import { ProductCatalogue } from '../catalogue/ProductCatalogue';
import { QuickPreview } from '../quick-preview/QuickPreview';
import { AboutSection } from './AboutSection';
import { BenefitsSection } from './BenefitsSection';
import { ClosingCallToAction } from './ClosingCallToAction';
import { HeroSection } from './HeroSection';
import { HomeSection, Lead } from './HomeSection';
import { HowItWorksSection } from './HowItWorksSection';
import { TestimonialsSection } from './TestimonialsSection';

/** The home page: stacked sections in the order of 000 section 2. */
export default function HomePage() {
  return (
    <>
      <HeroSection />
      <HomeSection id="quick-preview" name="quick_preview" tinted labelledBy="quick-preview-title">
        <h2 id="quick-preview-title">Quick Preview</h2>
        <Lead>See your child in our illustration style in seconds: choose a photo and we draw a few pictures.</Lead>
        <QuickPreview />
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

import { ProFeaturesSection } from './pro-features-section';
import { ProFinalCtaSection } from './pro-final-cta-section';
import { ProHeroSection } from './pro-hero-section';
import { useProDocumentTitle } from './pro-page';
import { ProPricingSection } from './pro-pricing-section';
import { ProSupportSection } from './pro-support-section';
import { ProTestimonialsSection } from './pro-testimonials-section';
import { useScrollToHash } from './use-scroll-to-hash';

export function ProLandingPage() {
  useProDocumentTitle('Logiciel de rendez-vous et de gestion de cabinet pour avocats');
  useScrollToHash();
  return (
    <>
      <ProHeroSection />
      <ProFeaturesSection />
      <ProPricingSection />
      <ProTestimonialsSection />
      <ProSupportSection />
      <ProFinalCtaSection />
    </>
  );
}

import { ProReviewsSection } from '#web/features/appointments/reviews/pro-reviews-section.tsx';
import { ProProfilePage } from '#web/features/directory/public-profile/pro-profile-page.tsx';

/** « Ma fiche pro » with the reviews of its public profile (issue 29 §3). */
export function ProfileRoute() {
  return <ProProfilePage sections={<ProReviewsSection />} />;
}

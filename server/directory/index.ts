// The entry of the directory context on the server (ADR 0048): what the composition and later contexts use.

export { registerBarDeclarationRoutes } from './bar-declaration/bar-declaration-routes.ts';
export { registerFirmPageRoutes } from './firms/firm-page-routes.ts';
export { getFirmPage } from './firms/get-firm-page.ts';
export { communeIndex } from './geo/commune-index.ts';
export { registerPageViewRoutes } from './page-views/page-view-routes.ts';
export { getProfessionalProfile } from './professionals/get-professional-profile.ts';
export { availabilityOf } from './professionals/professional-mappers.ts';
export { registerProfessionalRoutes } from './professionals/professional-routes.ts';
export { directoryListensToProfessionalsChanged } from './professionals/professionals-changed.ts';
export {
  clearSearchRankingCache,
  forgetCachedProfessionals,
  searchProfessionalsJson,
} from './professionals/search-professionals.ts';
export {
  liftProfessionalSuspension,
  suspendProfessionalProfile,
} from './professionals/suspend-professional.ts';
export { findCommune, registerProProfileRoutes } from './public-profile/pro-profile-routes.ts';
export { registerProSettingsRoutes } from './public-profile/pro-settings-routes.ts';
export { forgetSitemaps, registerSeoRoutes } from './seo/seo-routes.ts';
export { registerSiteFactsRoutes } from './site/site-facts-routes.ts';
export { readConsumerMediator, registerAdminSiteSettingsRoutes } from './site/site-settings.ts';

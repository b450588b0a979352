// The entry of the practice context on the server (ADR 0048): what the composition and later contexts use.

export { registerCaseRoutes } from './cases/case-routes.ts';
export { registerContactRoutes } from './contacts/contact-routes.ts';
export { registerProClientRoutes } from './contacts/pro-client-routes.ts';
export { registerHandOverRoutes } from './hand-over/hand-over-routes.ts';
export { registerLawyerDepartureRoutes } from './lawyer-departure/lawyer-departure-routes.ts';
export { registerSharedDocumentRoutes } from './shared-documents/shared-document-routes.ts';
export { registerProTimerRoutes } from './work-timer/pro-timer-routes.ts';
export { registerProSearchRoutes } from './workspace-search/pro-search-routes.ts';

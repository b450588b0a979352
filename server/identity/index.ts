// The entry of the identity context on the server (ADR 0048): what the composition and later contexts use.

export { journalHistoryOf } from './access-journal/access-journal-queries.ts';
export { registerAccessJournalRoutes } from './access-journal/access-journal-routes.ts';
export {
  journalActorOf,
  recordAccess,
  type TAccessJournalEntry,
  type TJournalActor,
  workspaceJournalActor,
} from './access-journal/access-journal-store.ts';
export { registerAccountSecurityRoutes } from './account-security/account-security-routes.ts';
export { registerAdminRoutes } from './admin/admin-routes.ts';
export { registerPlatformHealthRoutes } from './admin/platform-health-routes.ts';
export { startRegistrationDigest } from './admin/registration-digest.ts';
export { registerAuthRoutes } from './auth/auth-routes.ts';
export { findCurrentAccount, requireAccount } from './auth/current-account.ts';
export { registerPasswordResetRoutes } from './auth/password-reset-routes.ts';
export { assertStrongPassword } from './auth/password-strength/password-strength.ts';
export { hashPassword, verifyPassword } from './auth/passwords.ts';
export { startExpiredRowsPurge } from './auth/purge-expired-rows.ts';
export { revokeAllSessions } from './auth/session-store.ts';
export { registerClientAccountRoutes } from './client-account/client-account-routes.ts';
export { registerEmailVerificationRoutes } from './email-verification/email-verification-routes.ts';
export { refusedToMember, requireFirmMember, requireFirmPermission } from './firms/firm-access.ts';
export { firmBillingOf, type TFirmBilling } from './firms/firm-billing-queries.ts';
export {
  registerFirmInvitationRoutes,
  registerProFirmInvitationRoutes,
} from './firms/firm-invitation-routes.ts';
export { leaveFirm, type TFirmLeaving } from './firms/firm-leave-store.ts';
export { registerFirmLogoRoutes, registerPublicFirmLogoRoutes } from './firms/firm-logo-routes.ts';
export {
  assistantsOfLawyer,
  findMembership,
  firmLawyerProfileIds,
  firmLawyersOf,
  type TFirmLawyer,
  type TLawyerAssistant,
} from './firms/firm-queries.ts';
export { registerFirmRoutes } from './firms/firm-routes.ts';
export { lockFirm } from './firms/firm-store.ts';
export {
  lawyerDepartureOf,
  type TLawyerDeparture,
  takeLawyerOutOfFirm,
} from './firms/lawyer-departure-store.ts';
export { giveProfessionalsTheirOwnFirm } from './firms/one-member-firms.ts';
export {
  countFirmsWithPublicPage,
  findFirmWithLawyerProfiles,
  firmOfProfile,
  firmsWithPublicPage,
  profileFirmsJson,
  type TFirmPublicFacts,
  type TProfileFirm,
  toProfileFirms,
} from './firms/public-firm-queries.ts';
export { registerIdentityProviderRoutes } from './identity-providers/identity-provider-routes.ts';
export {
  DIRECTORY_ENCODINGS,
  type TDirectoryEncoding,
} from './official-directories/csv-records.ts';
export { startDirectoryRecheck } from './official-directories/directory-recheck.ts';
export {
  importOfficialDirectory,
  type TDirectoryImportSummary,
} from './official-directories/import-official-directory.ts';
export {
  registerAdminOfficialDirectoryRoutes,
  registerProOfficialDirectoryRoutes,
} from './official-directories/official-directory-routes.ts';
export { registerPasskeyRoutes } from './passkeys/passkey-routes.ts';
export { startRetentionPurge } from './privacy/retention-purge.ts';
export { registerSecurityPolicyRoutes } from './security-policy/security-policy-routes.ts';
export {
  hasSpecialisationCertificate,
  publicCertificatesOf,
  refreshDirectoryCertificates,
} from './specialisation-certificates/certificate-store.ts';
export { hashRecoveryCode } from './two-factor/recovery-codes.ts';
export { openSecret, sealSecret } from './two-factor/secret-sealing.ts';
export { registerTwoFactorRoutes } from './two-factor/two-factor-routes.ts';
export { removeTwoFactor } from './two-factor/two-factor-store.ts';
export { registerActingForRoutes } from './workspace-access/acting-for-routes.ts';
export { agendaLawyersOf, type TAgendaLawyerAccess } from './workspace-access/agenda-lawyers.ts';
export {
  APPOINTMENT_NOT_FOUND,
  assertWorkspaceAllowed,
  EVENT_NOT_FOUND,
  mayEmailClients,
  requireProfessional,
  requireWorkspaceAccess,
  type TWorkspaceAccess,
} from './workspace-access/pro-context.ts';
export { workspaceViewerOf } from './workspace-access/workspace-viewer.ts';

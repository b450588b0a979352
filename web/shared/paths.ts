import { ACCESSIBILITY_PATH } from '#domain/directory/accessibility/accessibility-status.ts';
import { proAppointmentLink } from '#domain/kernel/routing/appointment-links.ts';
/** Every route of the app in one place (seed 000 §2 route table, seed 001 §2). */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verifier-email',
  finaliseExternalSignIn: '/connexion-externe',
  confirmExternalLink: '/connexion-externe/confirmer',
  search: '/search',
  lawyer: (id: number | string) => `/lawyer/${id}`,
  /** A firm's public page (issue 27 §3). */
  firm: (id: number | string) => `/cabinet/${id}`,
  professionals: '/professionals',
  about: '/about',
  howItWorks: '/how-it-works',
  contact: '/contact',
  faq: '/faq',
  legalNotice: '/legal-notice',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookies: '/cookies',
  terms: '/terms',
  privacy: '/privacy',
  accessibility: ACCESSIBILITY_PATH,
  /** « Comment fonctionnent les avis », linked from every rating (issue 29 §3; HOW_REVIEWS_WORK_PATH). */
  howReviewsWork: '/comment-fonctionnent-les-avis',
  /** « Classement et référencement », linked from the results' ranking sentence (issue 29 §4; RANKING_PAGE_PATH). */
  ranking: '/classement-et-referencement',
  /** « Plan du site », linked from every footer (issue 31, RGAA 12.1; SITE_MAP_PATH). */
  siteMap: '/plan-du-site',
  dashboard: '/dashboard',
  admin: '/admin',
  pro: {
    landing: '/pro',
    login: '/pro/login',
    register: '/pro/register',
    forgotPassword: '/pro/forgot-password',
    resetPassword: '/pro/reset-password',
    registrationPending: '/pro/registration-pending',
    /** The page of an e-mailed invitation to join a firm (`?token=`, FIRM_INVITATION_PATH). */
    invitation: '/pro/invitation',
    terms: '/pro/terms',
    privacy: '/pro/privacy',
    dashboard: '/pro/dashboard',
    planning: '/pro/dashboard/planning',
    /** « Agendas connectés »: Google, Outlook and CalDAV accounts synced both ways (issue 28). */
    calendarConnections: '/pro/dashboard/agendas',
    appointments: '/pro/dashboard/appointments',
    /** The appointments page opens that appointment's details from `?rdv=`. */
    appointment: proAppointmentLink,
    cases: '/pro/dashboard/cases',
    case: (id: number | string) => `/pro/dashboard/cases/${id}`,
    contacts: '/pro/dashboard/contacts',
    contact: (id: number | string) => `/pro/dashboard/contacts/${id}`,
    messages: '/pro/dashboard/messages',
    payments: '/pro/dashboard/payments',
    profile: '/pro/dashboard/profile',
    firm: '/pro/dashboard/cabinet',
    accessJournal: '/pro/dashboard/journal-acces',
    video: '/pro/dashboard/video',
    account: '/pro/dashboard/compte',
    /** « Réclamations »: the professional's complaints and the decisions about their profile (issue 29 §4). */
    complaints: '/pro/dashboard/reclamations',
    notifications: '/pro/dashboard/notifications',
    notificationSettings: '/pro/dashboard/notifications/parametres',
  },
} as const;

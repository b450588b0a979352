/** What a member may do on a case shared with them (issue 27 §2): read it, or also change it. */
export const CASE_ACCESS_RIGHTS = ['read', 'edit'] as const;
export type TCaseAccessRight = (typeof CASE_ACCESS_RIGHTS)[number];

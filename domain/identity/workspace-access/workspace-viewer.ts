/**
 * Who reads a lawyer's workspace data (ADR 0058, « Who sees what »): the lawyer themself, or a member of the
 * firm's staff working for them. A staff member's answers keep what scheduling needs and leave out what
 * professional secrecy keeps to the lawyer and to the people on a case's access list (issue 27 §1).
 */
export type TWorkspaceViewer =
  | { readonly kind: 'lawyer' }
  | {
      readonly kind: 'staff';
      /** « Maître Sophie Martin »: the lawyer the staff session works for. */
      readonly lawyerName: string;
      /** The cases on whose access list the staff member is (ADR 0059): those they may read. */
      readonly sharedCaseIds: ReadonlySet<number>;
    };

export const LAWYER_VIEWER: TWorkspaceViewer = { kind: 'lawyer' };

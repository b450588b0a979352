import { BarDeclarationSection } from '#web/features/directory/bar-declaration/bar-declaration-section.tsx';
import { ProAccountPage } from '#web/features/identity/account-security/pro-account-page.tsx';
import { useStaff } from '#web/shared/session/use-session.ts';

/** « Mon compte » with what later contexts add to a lawyer's: the « Déclaration à l'Ordre » (issue 29 §2). */
export function ProAccountRoute() {
  const staff = useStaff();
  return <ProAccountPage>{staff ? null : <BarDeclarationSection />}</ProAccountPage>;
}

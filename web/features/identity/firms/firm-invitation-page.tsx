import { Link, useLocation, useSearchParams } from 'react-router';
import { asRolePhrase } from '#domain/identity/firms/firm-invitations.ts';
import { isLawyerRole } from '#domain/identity/firms/firm-roles.ts';
import {
  FIRM_INVITATION_VALIDITY_DAYS,
  type TFirmInvitationPreview,
} from '#domain/identity/firms/firm-schemas.ts';
import { frenchDateFormat } from '#domain/kernel/text/french-date-format.ts';
import { userMessage } from '#web/shared/api/http.ts';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { useLogout, useSession } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox, SuccessBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { AuthCard } from '../auth/auth-card';
import { SecondFactorEnrolment } from '../two-factor/second-factor-required';
import { useAcceptFirmInvitation, useFirmInvitationPreview } from './firm-invitations-api';
import { StaffAccountForm } from './staff-account-form';

const PRIMARY_LINK =
  'inline-flex h-10 w-full items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700';
const SECONDARY_LINK =
  'inline-flex h-10 w-full items-center justify-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50';

const UNTIL = frenchDateFormat({ timeZone: 'Europe/Paris', dateStyle: 'long', timeStyle: 'short' });

function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : UNTIL.format(date);
}

/** Who is asked to sign in or register, and how to come back here afterwards. */
function SignInFirst(props: { preview: TFirmInvitationPreview; returnTo: string }) {
  const { preview, returnTo } = props;
  if (!isLawyerRole(preview.role)) {
    // An assistant's or an accountant's account: no professional registration to offer.
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          Connectez-vous avec le compte de {preview.email} pour accepter l’invitation.
        </p>
        <Link to={paths.pro.login} state={{ from: returnTo }} className={PRIMARY_LINK}>
          Se connecter
        </Link>
      </div>
    );
  }
  const signIn = (
    <Link
      to={paths.pro.login}
      state={{ from: returnTo }}
      className={preview.accountExists ? PRIMARY_LINK : SECONDARY_LINK}
    >
      Se connecter
    </Link>
  );
  const register = (
    <Link to={paths.pro.register} className={preview.accountExists ? SECONDARY_LINK : PRIMARY_LINK}>
      Créer un compte professionnel
    </Link>
  );
  return preview.accountExists ? (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Connectez-vous avec le compte professionnel de {preview.email} pour accepter l’invitation.
      </p>
      {signIn}
      {register}
    </div>
  ) : (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        Pas encore de compte professionnel à l’adresse {preview.email}&#8239;? Créez-le avec cette adresse,
        puis rouvrez le lien de l’invitation reçu par e-mail pour rejoindre le cabinet.
      </p>
      {register}
      {signIn}
    </div>
  );
}

function Join(props: { token: string; preview: TFirmInvitationPreview }) {
  const accept = useAcceptFirmInvitation(props.token);
  if (accept.data) {
    return (
      <div className="space-y-4">
        <SuccessBox
          message={`Bienvenue\u00a0: vous faites désormais partie du cabinet ${accept.data.firmName} ${asRolePhrase(accept.data.role)}.`}
        />
        <Link to={paths.pro.dashboard} className={PRIMARY_LINK}>
          Accéder à mon espace professionnel
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <ErrorBox message={accept.error ? userMessage(accept.error) : null} />
      <p className="text-sm text-slate-700">En rejoignant ce cabinet, vous quittez votre cabinet actuel.</p>
      <Button className="w-full" disabled={accept.isPending} onClick={() => accept.mutate()}>
        {accept.isPending ? 'Un instant…' : 'Rejoindre le cabinet'}
      </Button>
    </div>
  );
}

/** What to do once signed out: sign in with the invited account, or create it (a new assistant or accountant). */
function afterSignOut(preview: TFirmInvitationPreview): string {
  if (isLawyerRole(preview.role))
    return 'Déconnectez-vous, puis connectez-vous avec le compte professionnel de cette adresse.';
  return preview.accountExists
    ? 'Déconnectez-vous, puis connectez-vous avec le compte de cette adresse.'
    : 'Déconnectez-vous\u00a0: vous pourrez ensuite créer le compte de cette adresse.';
}

/** The invited address has an account of another kind (a client's, a lawyer's for a staff role). */
function AddressTaken(props: { preview: TFirmInvitationPreview }) {
  return (
    <div
      role="alert"
      className="space-y-1 rounded-md border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p>
        L’adresse {props.preview.email} est déjà celle d’un compte qui ne peut pas rejoindre le cabinet{' '}
        {asRolePhrase(props.preview.role)}.
      </p>
      <p>Demandez au cabinet de vous envoyer une invitation à une autre adresse e-mail.</p>
    </div>
  );
}

function WrongAccount(props: { signedInAs: string; preview: TFirmInvitationPreview }) {
  const { logout, isPending } = useLogout('pro');
  const location = useLocation();
  return (
    <div className="space-y-3">
      <ErrorBox
        message={`Vous êtes connecté(e) avec le compte ${props.signedInAs}, mais cette invitation a été envoyée à ${props.preview.email}.`}
      />
      <p className="text-sm text-slate-700">{afterSignOut(props.preview)}</p>
      <Button
        variant="outline"
        className="w-full"
        disabled={isPending}
        onClick={() => void logout(`${location.pathname}${location.search}`)}
      >
        Se déconnecter
      </Button>
    </div>
  );
}

function Answer(props: { token: string; preview: TFirmInvitationPreview }) {
  const session = useSession('pro');
  const location = useLocation();
  if (props.preview.addressTaken) return <AddressTaken preview={props.preview} />;
  if (session.isPending) return <Spinner label="Restauration de votre session…" />;
  const user = session.data?.user;
  if (!user) {
    if (!isLawyerRole(props.preview.role) && !props.preview.accountExists)
      return <StaffAccountForm token={props.token} preview={props.preview} />;
    return <SignInFirst preview={props.preview} returnTo={`${location.pathname}${location.search}`} />;
  }
  if (user.email !== props.preview.email)
    return <WrongAccount signedInAs={user.email} preview={props.preview} />;
  return <Join token={props.token} preview={props.preview} />;
}

/** The page of the link e-mailed by « Inviter un membre » (issue 27 §1): see the invitation, then join. */
export function FirmInvitationPage() {
  useDocumentTitle('Invitation à rejoindre un cabinet');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const preview = useFirmInvitationPreview(token);
  const session = useSession('pro');

  // A professional signing in for the first time enrols their second factor here, then comes back to it.
  if (session.data?.user && session.data.twoFactorSetupRequired) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <SecondFactorEnrolment space="pro" />
      </div>
    );
  }
  if (!token) {
    return (
      <AuthCard title="Invitation introuvable">
        <ErrorBox message="Ce lien d’invitation est incomplet. Ouvrez-le à nouveau depuis l’e-mail reçu." />
      </AuthCard>
    );
  }
  if (preview.isPending) {
    return (
      <AuthCard title="Invitation à rejoindre un cabinet">
        <Spinner label="Chargement de l’invitation…" />
      </AuthCard>
    );
  }
  if (preview.isError) {
    return (
      <AuthCard title="Invitation introuvable">
        <div className="space-y-4">
          <ErrorBox message={userMessage(preview.error)} />
          <p className="text-sm text-slate-700">
            Une invitation est valable {FIRM_INVITATION_VALIDITY_DAYS} jours et ne sert qu’une fois. Demandez
            au cabinet de vous en envoyer une nouvelle.
          </p>
        </div>
      </AuthCard>
    );
  }
  const invitation = preview.data;
  return (
    <AuthCard title="Invitation à rejoindre un cabinet">
      <div className="space-y-4">
        <p className="text-slate-900">
          <strong>{invitation.firmName}</strong> vous invite à rejoindre son équipe{' '}
          {asRolePhrase(invitation.role)}.
        </p>
        <p className="text-sm text-slate-600">
          Invitation de {invitation.invitedBy} pour {invitation.email}, valable jusqu’au{' '}
          {formatInstant(invitation.expiresAt)}.
        </p>
        <Answer token={token} preview={invitation} />
      </div>
    </AuthCard>
  );
}

import { Link, useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '#web/shared/layout/use-document-title.ts';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { useConfirmLink } from './identity-providers-api';

/**
 * `/connexion-externe/confirmer?token=…`: the e-mailed proof that the account is the person's. A button
 * rather than on load, so that a mail scanner opening the link associates nothing.
 */
export function ConfirmLinkPage() {
  useDocumentTitle('Associer votre compte');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmLink();
  const token = searchParams.get('token') ?? '';
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-slate-900">Associer votre compte</h1>
        <p className="text-sm text-slate-600">
          Confirmez pour associer votre compte externe à votre compte JurisRDV. Vous pourrez ensuite vous
          connecter avec l’un ou l’autre.
        </p>
        <ErrorBox message={confirm.isError ? confirm.error.message : null} />
        <Button
          className="w-full"
          disabled={confirm.isPending || token === ''}
          onClick={() =>
            confirm.mutate(token, { onSuccess: (result) => navigate(result.returnTo, { replace: true }) })
          }
        >
          {confirm.isPending ? 'Association…' : 'Associer et me connecter'}
        </Button>
        <Link
          to={paths.login}
          className="block text-center text-sm font-medium text-brand-700 hover:underline"
        >
          Retour à la connexion
        </Link>
      </div>
    </div>
  );
}

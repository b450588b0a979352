import {
  IDENTITY_PROVIDER_LABELS,
  type TIdentityProvider,
} from '#domain/identity/identity-providers/identity-provider-schemas.ts';
import { oidcStartUrl, useIdentityProviders } from './identity-providers-api';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.5 12.3c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8Z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.8 0-5.2-1.9-6-4.5H2.3v2.8A11 11 0 0 0 12 23Z"
      />
      <path fill="#FBBC05" d="M6 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.3a11 11 0 0 0 0 9.8L6 14.1Z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3 .5 4.1 1.6l3.1-3.1A11 11 0 0 0 2.3 7.1L6 9.9c.8-2.6 3.2-4.5 6-4.5Z"
      />
    </svg>
  );
}

function LinkedInMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <rect width="24" height="24" rx="4" fill="#0A66C2" />
      <path
        fill="#fff"
        d="M7.1 9.5H4.6V19h2.5V9.5ZM5.9 5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM19.4 13.6c0-2.6-1.4-4.3-3.7-4.3-1.3 0-2.2.7-2.6 1.4V9.5h-2.4V19h2.5v-5c0-1.3.5-2.3 1.8-2.3 1.2 0 1.6 1 1.6 2.3v5h2.6l.2-5.4Z"
      />
    </svg>
  );
}

/** FranceConnect's own mark, drawn here (no image from elsewhere): the white « FC » shield. */
function FranceConnectMark() {
  return (
    <svg viewBox="0 0 32 36" className="h-8 w-7" aria-hidden="true">
      <path fill="#fff" d="M16 1 30 8v12c0 7.5-6 13.3-14 15C8 33.3 2 27.5 2 20V8l14-7Z" />
      <path
        fill="#000091"
        d="M16 4.2 27.4 9.9V20c0 6-4.7 10.8-11.4 12.3C9.3 30.8 4.6 26 4.6 20V9.9L16 4.2Z"
      />
      <path fill="#fff" d="M10 12h7v2.2h-4.6v2.4h4.2v2.2h-4.2V24H10V12Z" />
      <path fill="#E1000F" d="M24 21.5a4.8 4.8 0 1 1 0-7l-1.6 1.5a2.6 2.6 0 1 0 0 4l1.6 1.5Z" />
    </svg>
  );
}

const OTHER_PROVIDERS: Exclude<TIdentityProvider, 'franceconnect'>[] = ['google', 'linkedin'];

/**
 * « Continuer avec Google / LinkedIn » and FranceConnect's official button, for the providers this
 * server has (none: nothing at all). `returnTo` is where to land once signed in (a path of this site).
 */
export function IdentityProviderButtons(props: { returnTo: string }) {
  const providers = useIdentityProviders();
  const enabled = providers.data?.providers ?? [];
  if (enabled.length === 0) return null;
  return (
    <div className="space-y-3">
      {enabled.includes('franceconnect') ? (
        <div className="flex flex-col items-center gap-1">
          <a
            href={oidcStartUrl('franceconnect', props.returnTo)}
            className="inline-flex items-center gap-3 rounded-none bg-[#000091] px-4 py-2 text-white hover:bg-[#1212ff] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#000091]"
          >
            <FranceConnectMark />
            <span className="flex flex-col text-left leading-tight">
              <span className="text-sm">S'identifier avec</span>
              <span className="text-base font-bold">FranceConnect</span>
            </span>
          </a>
          <a
            href="https://franceconnect.gouv.fr/"
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm text-[#000091] underline"
          >
            Qu'est-ce que FranceConnect&#8239;?
          </a>
        </div>
      ) : null}
      {OTHER_PROVIDERS.filter((provider) => enabled.includes(provider)).map((provider) => (
        <a
          key={provider}
          href={oidcStartUrl(provider, props.returnTo)}
          className="flex w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {provider === 'google' ? <GoogleMark /> : <LinkedInMark />}
          Continuer avec {IDENTITY_PROVIDER_LABELS[provider]}
        </a>
      ))}
      <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        ou
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}

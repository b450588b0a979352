import { Switch } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CONSENT_BANNER_DELAY_MS } from '#domain/directory/consent/cookie-consent.ts';
import { focusPageStart, focusQuietly, hasRealFocus, isTypingTarget } from '#web/shared/focus/page-start.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { loadAnalytics } from './analytics-loader';
import { onOpenCookieSettings, saveConsent, useConsent } from './consent-store';

/**
 * The three choices on one line of a phone, so the banner leaves the hero's search button uncovered; below
 * about 340 px they wrap rather than run off the screen's left edge (RGAA 10.11).
 */
const PHONE_BUTTON = 'whitespace-nowrap max-sm:h-9 max-sm:px-2 max-sm:text-[13px]';

/** Phones: the banner spans the bottom edge, and the page makes room for it (see usePageRoomFor). */
const PHONE_QUERY = '(max-width: 639.98px)';

/**
 * On a phone the banner is a strip fixed at the bottom edge: the page gets its height as bottom padding
 * (and as scroll padding), so the results can always be scrolled clear of it and whatever the page
 * scrolls into view lands above it, never under it.
 */
function usePageRoomFor(section: HTMLElement | null, visible: boolean): void {
  useEffect(() => {
    if (!visible || !section || typeof ResizeObserver === 'undefined') return;
    const phone = window.matchMedia(PHONE_QUERY);
    const root = document.documentElement;
    const body = document.body;
    const apply = () => {
      const room = phone.matches ? `${Math.ceil(section.getBoundingClientRect().height)}px` : '';
      body.style.paddingBottom = room;
      root.style.scrollPaddingBottom = room;
    };
    const observer = new ResizeObserver(apply);
    observer.observe(section);
    phone.addEventListener('change', apply);
    apply();
    return () => {
      observer.disconnect();
      phone.removeEventListener('change', apply);
      body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, [section, visible]);
}

/** Whether the banner may take the focus: never from a field being typed in, nor out of a dialog. */
function mayTakeFocus(active: Element | null): boolean {
  if (isTypingTarget(active)) return false;
  return !active?.closest('[role="dialog"], [role="alertdialog"]');
}

export function CookieBanner() {
  const consent = useConsent();
  const [visible, setVisible] = useState(false);
  // Counts the openings by « Gérer les cookies » (even while the banner is open): each brings the focus to it.
  const [shown, setShown] = useState(0);
  const [customising, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const analyticsId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const [section, setSection] = useState<HTMLElement | null>(null);
  usePageRoomFor(section, visible);
  /** Where the person was before the banner: the focus goes back there once they have chosen. */
  const returnTo = useRef<Element | null>(null);
  const restoreAfterChoice = useRef(false);
  const [viewFocus, setViewFocus] = useState<'customise' | 'choices' | null>(null);
  const personaliseRef = useRef<HTMLButtonElement>(null);
  const firstSwitchRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (consent) return;
    // Shown without taking the focus (RGAA 7.4): it is the first stop after « Aller au contenu » instead.
    const timer = window.setTimeout(() => setVisible(true), CONSENT_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [consent]);

  useEffect(
    () =>
      onOpenCookieSettings(() => {
        setAnalytics(consent?.analytics ?? false);
        setCustomising(true);
        setVisible(true);
        setShown((count) => count + 1);
      }),
    [consent],
  );

  useEffect(() => {
    if (consent?.analytics) loadAnalytics();
  }, [consent]);

  // Opened by « Gérer les cookies »: the person asked for it, so the focus goes to it.
  useEffect(() => {
    if (shown === 0) return;
    const section = sectionRef.current;
    const active = document.activeElement;
    if (!section || section.contains(active) || !mayTakeFocus(active)) return;
    returnTo.current = hasRealFocus(document) ? active : null;
    section.focus({ preventScroll: true });
  }, [shown]);

  useEffect(() => {
    if (visible || !restoreAfterChoice.current) return;
    restoreAfterChoice.current = false;
    const target = returnTo.current;
    returnTo.current = null;
    if (hasRealFocus(document)) return;
    if (target instanceof HTMLElement && target.isConnected) focusQuietly(target);
    else focusPageStart();
  }, [visible]);

  // « Personnaliser » and « Retour » replace the buttons they were: the focus follows the view.
  useEffect(() => {
    if (viewFocus === null) return;
    setViewFocus(null);
    (viewFocus === 'customise' ? firstSwitchRef : personaliseRef).current?.focus();
  }, [viewFocus]);

  if (!visible) return null;

  const decide = (choice: { analytics: boolean; marketing: boolean }) => {
    restoreAfterChoice.current = sectionRef.current?.contains(document.activeElement) ?? false;
    saveConsent(choice);
    setVisible(false);
    setCustomising(false);
  };

  const changeView = (next: boolean) => {
    setCustomising(next);
    setViewFocus(next ? 'customise' : 'choices');
  };

  return (
    <section
      ref={(node) => {
        sectionRef.current = node;
        setSection(node);
      }}
      tabIndex={-1}
      aria-label="Gestion des cookies"
      onFocus={(event) => {
        // Reached with Tab or a click rather than focused on appearing: remember where from.
        const from = event.relatedTarget;
        if (from instanceof Element && !event.currentTarget.contains(from)) returnTo.current = from;
      }}
      className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white px-3 pt-2 pb-3 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-[calc(100%-2rem)] sm:max-w-md sm:rounded-lg sm:border sm:p-5 sm:shadow-xl"
    >
      {/* On a phone the strip keeps to two lines of text and one of buttons: the heading is for screen readers. */}
      <h2 className="text-base font-semibold text-slate-900 max-sm:sr-only">
        Nous respectons votre vie privée
      </h2>
      {/* Two lines on a phone: four lines outgrew the page's own content and became its largest paint
          (LCP), one second after the page was ready. The full text is one tap away. */}
      <p className="text-xs text-slate-600 sm:mt-2 sm:text-sm">
        <span className="sm:hidden">
          Cookies essentiels et, avec votre accord, mesure d'audience sans cookie.
        </span>
        <span className="max-sm:hidden">
          Nous utilisons des cookies essentiels au fonctionnement du site et, avec votre accord, une mesure
          d'audience sans cookie pour améliorer nos services. Votre choix est conservé 13 mois.
        </span>{' '}
        <Link to="/cookies" className="text-brand-700 underline">
          En savoir plus
        </Link>
      </p>
      {customising ? (
        <div className="mt-4 space-y-3">
          <div className="flex items-center justify-between gap-4 rounded-md bg-slate-50 p-3">
            <div>
              <p className="text-sm font-medium text-slate-900" id={`${analyticsId}-essential`}>
                Cookies essentiels
              </p>
              <p className="text-xs text-slate-600">Connexion à votre compte. Toujours actifs.</p>
            </div>
            <Switch.Root
              checked
              disabled
              aria-labelledby={`${analyticsId}-essential`}
              className="relative h-6 w-11 shrink-0 rounded-full bg-brand-600 opacity-70"
            >
              <Switch.Thumb className="block h-5 w-5 translate-x-5 rounded-full bg-white shadow" />
            </Switch.Root>
          </div>
          <div className="flex items-center justify-between gap-4 rounded-md bg-slate-50 p-3">
            <div>
              <label htmlFor={analyticsId} className="text-sm font-medium text-slate-900">
                Cookies analytiques
              </label>
              <p className="text-xs text-slate-600">
                Mesure d'audience anonyme, sans cookie, pour améliorer le site.
              </p>
            </div>
            <Switch.Root
              ref={firstSwitchRef}
              id={analyticsId}
              checked={analytics}
              onCheckedChange={setAnalytics}
              className="relative h-6 w-11 shrink-0 rounded-full bg-control transition-colors data-[state=checked]:bg-brand-600"
            >
              <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-5" />
            </Switch.Root>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => changeView(false)}>
              Retour
            </Button>
            <Button onClick={() => decide({ analytics, marketing: false })}>Enregistrer mes choix</Button>
          </div>
        </div>
      ) : (
        <div className="mt-2 flex flex-wrap justify-end gap-2 sm:mt-4">
          <Button
            ref={personaliseRef}
            variant="ghost"
            className={PHONE_BUTTON}
            onClick={() => changeView(true)}
          >
            Personnaliser
          </Button>
          <Button
            variant="outline"
            className={PHONE_BUTTON}
            onClick={() => decide({ analytics: false, marketing: false })}
          >
            Tout refuser
          </Button>
          <Button className={PHONE_BUTTON} onClick={() => decide({ analytics: true, marketing: true })}>
            Tout accepter
          </Button>
        </div>
      )}
    </section>
  );
}

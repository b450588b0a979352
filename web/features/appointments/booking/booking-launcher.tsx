import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TBookingState } from '#domain/appointments/booking/booking-steps.ts';
import { BOOKING_RESUME_PARAM } from '#domain/identity/identity-providers/booking-resume-param.ts';
import type { TConsultationMode } from '#domain/kernel/vocabulary/search-options.ts';

const loadBookingDialog = () => import('./booking-dialog');

export { BOOKING_RETURN_ATTRIBUTE } from './booking-return';

/**
 * The dialog and its forms (react-hook-form, zod, Radix dialog) load at the first gesture on a page
 * that can open it, or at the first click: pages that cannot book (the home page) never load them.
 */
const BookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.BookingDialog })));

export type TBookingLauncherSlot = { start: string; modes: readonly TConsultationMode[] };

export type TBookingLauncherOptions = {
  /**
   * The slot comes from a waiting-list notice (issue 14 §4): when it was taken meanwhile, the dialog says so
   * and opens on the other times instead.
   */
  freedSlot?: boolean;
};

export type TBookingLauncher = {
  /** Opens the booking flow with this professional, optionally on a slot picked beforehand. */
  openBooking: (
    professionalId: number,
    slot?: TBookingLauncherSlot,
    options?: TBookingLauncherOptions,
  ) => void;
};

/** Exported so tests can provide a spy launcher. */
export const BookingLauncherContext = createContext<TBookingLauncher | null>(null);

type TTarget = {
  key: number;
  professionalId: number;
  slot: { start: string; modes: TConsultationMode[] } | undefined;
  /** A booking brought back from a provider's sign-in (ADR 0024): reopened where it was left. */
  resume?: TBookingState;
  freedSlot?: boolean;
};

/**
 * Holds the one booking dialog of the app. Mount it inside the router (the success screen's
 * « Retour aux résultats » navigates) and inside the QueryClientProvider.
 */
export function BookingLauncherProvider(props: { children: ReactNode }) {
  const [target, setTarget] = useState<TTarget | null>(null);
  const [open, setOpen] = useState(false);
  const counter = useRef(0);

  const openBooking = useCallback(
    (professionalId: number, slot?: TBookingLauncherSlot, options?: TBookingLauncherOptions) => {
      counter.current += 1;
      setTarget({
        key: counter.current,
        professionalId,
        slot: slot ? { start: slot.start, modes: [...slot.modes] } : undefined,
        ...(options?.freedSlot ? { freedSlot: true } : {}),
      });
      setOpen(true);
    },
    [],
  );

  const value = useMemo(() => ({ openBooking }), [openBooking]);

  // Back from an identity provider with a booking in the return path: reopen it, then drop it from
  // the address so that a reload or a shared link does not open it again.
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (!query.has(BOOKING_RESUME_PARAM)) return;
    const encoded = query.get(BOOKING_RESUME_PARAM);
    query.delete(BOOKING_RESUME_PARAM);
    const rest = query.toString();
    navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true },
    );
    // The decoder validates with zod: loaded only when a booking comes back from a provider (first render budget).
    // Not cancelled when the address changes: removing the parameter above changes it at once.
    void import('#domain/identity/identity-providers/booking-resume.ts').then(({ decodeBookingResume }) => {
      const resume = decodeBookingResume(encoded);
      if (!resume) return;
      counter.current += 1;
      setTarget({
        key: counter.current,
        professionalId: resume.professionalId,
        slot: resume.state.slot ?? undefined,
        resume: resume.state,
      });
      setOpen(true);
    });
  }, [location.search, location.pathname, location.hash, navigate]);

  return (
    <BookingLauncherContext.Provider value={value}>
      {props.children}
      {target ? (
        <Suspense fallback={null}>
          <BookingDialog
            key={target.key}
            professionalId={target.professionalId}
            preselectedSlot={target.slot}
            {...(target.resume ? { resumeState: target.resume } : {})}
            {...(target.freedSlot ? { freedSlot: true } : {})}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </BookingLauncherContext.Provider>
  );
}

export function useBookingLauncher(): TBookingLauncher {
  const launcher = useContext(BookingLauncherContext);
  if (!launcher) throw new Error('useBookingLauncher must be used inside <BookingLauncherProvider>');
  useEffect(() => preloadOnFirstGesture(), []);
  return launcher;
}

/** Events that come before a booking click (a tap starts with pointerdown, a phone scrolls first). */
const GESTURES = ['pointerdown', 'keydown', 'scroll'] as const;

/**
 * Starts loading the dialog at the visitor's first gesture on a page that can book, so it is there
 * by the click, without adding work to the page's first seconds.
 */
function preloadOnFirstGesture(): () => void {
  const preload = () => {
    stop();
    void loadBookingDialog();
  };
  const stop = () => {
    for (const gesture of GESTURES) window.removeEventListener(gesture, preload, true);
  };
  for (const gesture of GESTURES) window.addEventListener(gesture, preload, { capture: true, passive: true });
  return stop;
}

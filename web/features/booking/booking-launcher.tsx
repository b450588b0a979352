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
import type { TConsultationMode } from '../../../domain/professionals/search-options';

const loadBookingDialog = () => import('./booking-dialog');

/**
 * The dialog and its forms (react-hook-form, zod, Radix dialog) load when a page that can open it is
 * shown, or at the first click: pages that cannot book (the home page) never wait for them.
 */
const BookingDialog = lazy(() => loadBookingDialog().then((m) => ({ default: m.BookingDialog })));

export type TBookingLauncherSlot = { start: string; modes: readonly TConsultationMode[] };

export type TBookingLauncher = {
  /** Opens the booking flow with this professional, optionally on a slot picked beforehand. */
  openBooking: (professionalId: number, slot?: TBookingLauncherSlot) => void;
};

/** Exported so tests can provide a spy launcher. */
export const BookingLauncherContext = createContext<TBookingLauncher | null>(null);

type TTarget = {
  key: number;
  professionalId: number;
  slot: { start: string; modes: TConsultationMode[] } | undefined;
};

/**
 * Holds the one booking dialog of the app. Mount it inside the router (the success screen's
 * « Retour aux résultats » navigates) and inside the QueryClientProvider.
 */
export function BookingLauncherProvider(props: { children: ReactNode }) {
  const [target, setTarget] = useState<TTarget | null>(null);
  const [open, setOpen] = useState(false);
  const counter = useRef(0);

  const openBooking = useCallback((professionalId: number, slot?: TBookingLauncherSlot) => {
    counter.current += 1;
    setTarget({
      key: counter.current,
      professionalId,
      slot: slot ? { start: slot.start, modes: [...slot.modes] } : undefined,
    });
    setOpen(true);
  }, []);

  const value = useMemo(() => ({ openBooking }), [openBooking]);

  return (
    <BookingLauncherContext.Provider value={value}>
      {props.children}
      {target ? (
        <Suspense fallback={null}>
          <BookingDialog
            key={target.key}
            professionalId={target.professionalId}
            preselectedSlot={target.slot}
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
  useEffect(() => {
    // After the page's first paint, so that the dialog is ready by the first click without delaying it.
    const timer = window.setTimeout(() => void loadBookingDialog(), PRELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return launcher;
}

const PRELOAD_DELAY_MS = 2000;

import { useCallback, useEffect, useRef, useState } from 'react';
import { chooseActiveSection } from './active-section';

/** Longest a tab click keeps its own tab highlighted while the page scrolls to it. */
const CLICK_LOCK_MS = 1200;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The section under the sticky tab bar, followed with an IntersectionObserver, and a `goTo` that
 * scrolls to a section and keeps its tab highlighted until that scroll ends.
 */
export function useActiveSection(
  ids: readonly string[],
  options: { offset: number; enabled: boolean },
): [string, (id: string, options?: { instant?: boolean }) => void] {
  const { offset, enabled } = options;
  const [active, setActive] = useState(ids[0] ?? '');
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const idsKey = ids.join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for the ids
  const measure = useCallback(() => {
    if (locked.current) return;
    const positions = ids.flatMap((id) => {
      const element = document.getElementById(id);
      return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
    });
    const scrolled = window.scrollY > 0;
    const atBottom =
      scrolled && window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    const next = chooseActiveSection(positions, { offset, atBottom });
    if (next) setActive(next);
  }, [idsKey, offset]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: idsKey stands for the ids
  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(measure, {
      rootMargin: `-${offset}px 0px 0px 0px`,
      threshold: [0, 0.25, 0.5, 0.75, 1],
    });
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    // The observer says nothing when the page reaches its end, where the last section takes over.
    window.addEventListener('scrollend', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('scrollend', measure);
    };
  }, [enabled, idsKey, offset, measure]);

  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  const goTo = useCallback((id: string, goOptions: { instant?: boolean } = {}) => {
    const element = document.getElementById(id);
    if (!element) return;
    setActive(id);
    locked.current = true;
    clearTimeout(unlockTimer.current);
    const unlock = () => {
      locked.current = false;
      clearTimeout(unlockTimer.current);
      window.removeEventListener('scrollend', unlock);
    };
    window.addEventListener('scrollend', unlock);
    unlockTimer.current = setTimeout(unlock, CLICK_LOCK_MS);
    if (typeof element.scrollIntoView === 'function') {
      const instant = goOptions.instant === true || prefersReducedMotion();
      element.scrollIntoView({ behavior: instant ? 'auto' : 'smooth', block: 'start' });
    }
    element.focus({ preventScroll: true });
  }, []);

  return [active, goTo];
}

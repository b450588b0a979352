import { conformityStatus, currentCounts } from './rgaa-audit.ts';

/**
 * The site's state of conformity to RGAA 4.1, as its accessibility statement and every footer say it
 * (« Accessibilité : partiellement conforme »). It comes from the audit grid (rgaa-audit.ts) and nowhere
 * else: « totalement conforme » only when no applicable criterion fails there.
 */
export const ACCESSIBILITY_STATUS = conformityStatus(currentCounts());

export const ACCESSIBILITY_PATH = '/accessibilite';

/** The footer link's text: the state of conformity, as RGAA statements show it on every page. */
export const ACCESSIBILITY_LINK_LABEL = `Accessibilité\u00a0: ${ACCESSIBILITY_STATUS}`;

import type { TRgaaConformityStatus } from './rgaa-audit.ts';

/**
 * The site's state of conformity to RGAA 4.1, as its accessibility statement and every footer say it
 * (« Accessibilité : totalement conforme »). It is the audit grid's (rgaa-audit.ts: conformityStatus of
 * today's results), written here so that every page's footer does not download the 106 criteria;
 * rgaa-audit.test.ts fails as soon as the two differ, so a criterion set back to « NC » changes it.
 */
export const ACCESSIBILITY_STATUS: TRgaaConformityStatus = 'totalement conforme';

export const ACCESSIBILITY_PATH = '/accessibilite';

/** The footer link's text: the state of conformity, as RGAA statements show it on every page. */
export const ACCESSIBILITY_LINK_LABEL = `Accessibilité\u00a0: ${ACCESSIBILITY_STATUS}`;

/**
 * The site's state of conformity to RGAA 4.1, as its accessibility statement and every footer say it
 * (« Accessibilité : non conforme »). Without a valid audit the RGAA requires « non conforme »,
 * whatever the site's real state; « partiellement conforme » (at least 50 % of the criteria met) or
 * « totalement conforme » can only come from an audit's results.
 */
export const ACCESSIBILITY_STATUS = 'non conforme' as const;

export const ACCESSIBILITY_PATH = '/accessibilite';

/** The footer link's text: the state of conformity, as RGAA statements show it on every page. */
export const ACCESSIBILITY_LINK_LABEL = `Accessibilité\u00a0: ${ACCESSIBILITY_STATUS}`;

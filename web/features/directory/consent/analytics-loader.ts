const SCRIPT_ID = 'jurisrdv-analytics';

/** Loads our first-party audience measurement, only ever called once analytics consent is given. */
export function loadAnalytics(): void {
  if (document.getElementById(SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.src = '/analytics.js';
  script.defer = true;
  script.onerror = () => console.warn("Le script de mesure d'audience n'a pas pu être chargé.");
  document.head.appendChild(script);
}

import { useEffect } from 'react';
import { jsonForScript } from '#domain/directory/seo/head-html.ts';

/** Puts the page's schema.org data in `<head>` while the page is shown. */
export function useJsonLd(id: string, data: Record<string, unknown> | null): void {
  // The object is rebuilt on each render; its text decides whether the script changes.
  const json = data ? jsonForScript(data) : null;
  useEffect(() => {
    if (!json) return;
    // The server's HTML already carries the profile's data under the same id: replace it, not repeat it.
    document.getElementById(id)?.remove();
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.id = id;
    // Escaped as the server writes it: a name or description containing '</script>' cannot end the element.
    script.textContent = json;
    document.head.appendChild(script);
    return () => script.remove();
  }, [id, json]);
}

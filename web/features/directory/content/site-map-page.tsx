import { SITE_MAP, SITE_MAP_LABEL } from '#domain/directory/content/site-map.ts';
import { ContentPage, TextLink } from '#web/shared/content/content-page.tsx';

/** « Plan du site »: every public page in one list, a second way to reach each of them (RGAA 12.1). */
export function SiteMapPage() {
  return (
    <ContentPage
      title={SITE_MAP_LABEL}
      width="wide"
      intro="Toutes les pages du site, pour les retrouver sans passer par les menus."
    >
      <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-3">
        {SITE_MAP.map((section, index) => (
          <section key={section.title} aria-labelledby={`plan-du-site-${index}`}>
            <h2 id={`plan-du-site-${index}`} className="text-xl font-semibold text-slate-900">
              {section.title}
            </h2>
            <ul className="mt-4 space-y-2">
              {section.links.map((link) => (
                <li key={link.to}>
                  <TextLink to={link.to}>{link.label}</TextLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}

ALTER TABLE "cases" DROP CONSTRAINT "cases_category_valid";--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "bar_association" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "title" text;--> statement-breakpoint
-- Hand-written data rewrite (issue 26 §3, ADR 0050): stored domains follow the one list, with the
-- alias table of domain/kernel/vocabulary/legal-domains.ts (LEGACY_DOMAIN_ALIASES); unknown values stay.
UPDATE "cases" SET "category" = a.domain FROM (VALUES ('Droit commercial', 'Droit des affaires'), ('Divorce', 'Droit de la famille'), ('Immobilier', 'Droit immobilier'), ('Commercial', 'Droit des affaires'), ('Succession', 'Droit des successions'), ('Pénal', 'Droit pénal'), ('Travail', 'Droit du travail')) AS a(legacy, domain) WHERE "cases"."category" = a.legacy;--> statement-breakpoint
UPDATE "cases" SET "category" = 'Autre' WHERE "category" NOT IN ('Droit de la famille', 'Droit pénal', 'Droit du travail', 'Droit immobilier', 'Droit des affaires', 'Droit fiscal', 'Droit de la consommation', 'Droit des successions', 'Droit civil', 'Droit routier', 'Droit des étrangers', 'Droit public', 'Droit de la propriété intellectuelle', 'Droit de l''environnement', 'Droit international', 'Recouvrement de créances', 'Constats', 'Exécution des décisions', 'Autre');--> statement-breakpoint
UPDATE "professionals" SET "specialty" = a.domain FROM (VALUES ('Droit commercial', 'Droit des affaires'), ('Divorce', 'Droit de la famille'), ('Immobilier', 'Droit immobilier'), ('Commercial', 'Droit des affaires'), ('Succession', 'Droit des successions'), ('Pénal', 'Droit pénal'), ('Travail', 'Droit du travail')) AS a(legacy, domain) WHERE "professionals"."specialty" = a.legacy;--> statement-breakpoint
UPDATE "professionals" p SET "specialties" = (
  SELECT coalesce(array_agg(t.value ORDER BY t.position), '{}'::text[]) FROM (
    SELECT coalesce(a.domain, s.value) AS value, min(s.position) AS position
    FROM unnest(p."specialties") WITH ORDINALITY AS s(value, position)
    LEFT JOIN (VALUES ('Droit commercial', 'Droit des affaires'), ('Divorce', 'Droit de la famille'), ('Immobilier', 'Droit immobilier'), ('Commercial', 'Droit des affaires'), ('Succession', 'Droit des successions'), ('Pénal', 'Droit pénal'), ('Travail', 'Droit du travail')) AS a(legacy, domain) ON a.legacy = s.value
    GROUP BY 1
  ) t
) WHERE p."specialties" && ARRAY['Droit commercial', 'Divorce', 'Immobilier', 'Commercial', 'Succession', 'Pénal', 'Travail']::text[];--> statement-breakpoint
-- Registrations kept a domain outside the old search list (« Droit civil ») out of the search tags: it joins them.
UPDATE "professionals" SET "specialties" = ARRAY["specialty"] WHERE cardinality("specialties") = 0 AND "specialty" IN ('Droit de la famille', 'Droit pénal', 'Droit du travail', 'Droit immobilier', 'Droit des affaires', 'Droit fiscal', 'Droit de la consommation', 'Droit des successions', 'Droit civil', 'Droit routier', 'Droit des étrangers', 'Droit public', 'Droit de la propriété intellectuelle', 'Droit de l''environnement', 'Droit international', 'Recouvrement de créances', 'Constats', 'Exécution des décisions');--> statement-breakpoint
-- End of the hand-written data rewrite.
ALTER TABLE "cases" ADD CONSTRAINT "cases_category_valid" CHECK ("cases"."category" in ('Droit de la famille', 'Droit pénal', 'Droit du travail', 'Droit immobilier', 'Droit des affaires', 'Droit fiscal', 'Droit de la consommation', 'Droit des successions', 'Droit civil', 'Droit routier', 'Droit des étrangers', 'Droit public', 'Droit de la propriété intellectuelle', 'Droit de l''environnement', 'Droit international', 'Recouvrement de créances', 'Constats', 'Exécution des décisions', 'Autre'));
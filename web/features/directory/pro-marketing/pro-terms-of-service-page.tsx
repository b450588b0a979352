import { PRO_TERMS, type TTermsRun, termsParagraphText } from '#domain/directory/pro-marketing/pro-terms.ts';
import { BulletList } from '#web/shared/content/content-page.tsx';
import { ProPage, ProSection } from './pro-page';
import { ProTextLink } from './pro-text-link';

function TermsRuns(props: { runs: readonly TTermsRun[] }) {
  return props.runs.map((run) =>
    typeof run === 'string' ? (
      run
    ) : (
      <ProTextLink key={run.to} to={run.to}>
        {run.text}
      </ProTextLink>
    ),
  );
}

/** /pro/cgu: the professionals' terms, as the « Déclaration à l'Ordre » attaches them (one text, domain/). */
export function ProTermsOfServicePage() {
  return (
    <ProPage
      title={PRO_TERMS.title}
      eyebrow="JurisRDV Pro"
      width="narrow"
      updatedAt={PRO_TERMS.updatedAt}
      intro={PRO_TERMS.intro}
    >
      {PRO_TERMS.sections.map((section) => (
        <ProSection key={section.heading} title={section.heading}>
          {section.list ? (
            <BulletList
              items={section.paragraphs.map((paragraph) => (
                <TermsRuns key={termsParagraphText(paragraph)} runs={paragraph} />
              ))}
            />
          ) : (
            section.paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of a section never move.
              <p key={index}>
                <TermsRuns runs={paragraph} />
              </p>
            ))
          )}
        </ProSection>
      ))}
    </ProPage>
  );
}

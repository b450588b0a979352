import {
  conformityRate,
  countResults,
  criteriaOfTopic,
  formatRate,
  RGAA_AUDIT,
  RGAA_RESULT_LABELS,
  RGAA_TOPICS,
  type TRgaaCriterion,
} from '#domain/directory/accessibility/rgaa-audit.ts';

function topicName(topic: { number: number; title: string }): string {
  return `Thématique ${topic.number}\u00a0: ${topic.title}`;
}

const CELL = 'px-1.5 py-2 align-top sm:px-3';
const HEAD = 'px-1.5 py-2 align-bottom font-semibold sm:px-3';

/**
 * On a phone the results and the headers of their columns are abbreviated (« NC », « Auj. »; the results'
 * abbreviations are explained above the tables) so that the tables fit 320 px without scrolling sideways
 * and leave the criteria's titles room; assistive technologies always read the words.
 */
function Result({ short, full }: { short: string; full: string }) {
  return (
    <>
      <span aria-hidden="true" className="sm:hidden">
        {short}
      </span>
      <span className="max-sm:sr-only">{full}</span>
    </>
  );
}

/** Today's results per topic: counts and the rate (C / (C + NC)) of each of the 13 topics. */
export function RgaaTopicsTable() {
  return (
    <div className="rounded-xl border border-slate-200">
      <table className="w-full text-left text-xs sm:text-sm">
        <caption className="px-1.5 py-2 text-left text-sm font-semibold text-slate-900 sm:px-3">
          Résultats par thématique
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={HEAD}>
              Thématique
            </th>
            <th scope="col" className={HEAD}>
              <Result short="C" full="Conformes" />
            </th>
            <th scope="col" className={HEAD}>
              <Result short="NC" full="Non conformes" />
            </th>
            <th scope="col" className={HEAD}>
              <Result short="NA" full="Non applicables" />
            </th>
            <th scope="col" className={HEAD}>
              Taux
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white text-slate-700">
          {RGAA_TOPICS.map((topic) => {
            const counts = countResults(criteriaOfTopic(topic.number).map((criterion) => criterion.current));
            return (
              <tr key={topic.number}>
                <th scope="row" className={`${CELL} font-medium text-slate-900`}>
                  {topicName(topic)}
                </th>
                <td className={CELL}>{counts.C}</td>
                <td className={CELL}>{counts.NC}</td>
                <td className={CELL}>{counts.NA}</td>
                <td className={CELL}>
                  {counts.C + counts.NC === 0 ? (
                    <Result short="NA" full={RGAA_RESULT_LABELS.NA} />
                  ) : (
                    formatRate(conformityRate(counts))
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The 106 criteria, one table per topic behind its disclosure: the first audit's result and today's. */
export function RgaaCriteriaTables() {
  return (
    <div className="space-y-3">
      {RGAA_TOPICS.map((topic) => (
        <details key={topic.number} className="rounded-xl border border-slate-200 bg-white">
          <summary className="cursor-pointer px-3 py-2 font-medium text-slate-900">
            {topicName(topic)}
          </summary>
          <table className="w-full border-t border-slate-200 text-left text-xs sm:text-sm">
            <caption className="sr-only">{`Critères de la thématique ${topic.number}\u00a0: ${topic.title}`}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className={HEAD}>
                  Critère
                </th>
                <th scope="col" className={HEAD}>
                  Intitulé
                </th>
                <th scope="col" className={HEAD}>
                  <Result short="Audit" full={`Audit de ${RGAA_AUDIT.date}`} />
                </th>
                <th scope="col" className={HEAD}>
                  <Result short="Auj." full="Aujourd'hui" />
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 text-slate-700">
              {criteriaOfTopic(topic.number).map((criterion) => (
                <CriterionRow key={criterion.id} criterion={criterion} />
              ))}
            </tbody>
          </table>
        </details>
      ))}
    </div>
  );
}

function CriterionRow({ criterion }: { criterion: TRgaaCriterion }) {
  return (
    <tr>
      <th scope="row" className={`${CELL} font-medium text-slate-900`}>
        {criterion.id}
      </th>
      <td className={CELL}>{criterion.title}</td>
      <td className={CELL}>
        <Result short={criterion.firstAudit} full={RGAA_RESULT_LABELS[criterion.firstAudit]} />
      </td>
      <td className={CELL}>
        <Result short={criterion.current} full={RGAA_RESULT_LABELS[criterion.current]} />
      </td>
    </tr>
  );
}

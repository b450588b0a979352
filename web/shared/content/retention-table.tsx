import type { TRetentionStatement } from '#domain/identity/privacy/retention-policy.ts';

/**
 * What is kept and for how long, as domain/identity/privacy/retention-policy.ts states it (the purge jobs read the same
 * periods), so the public and the pro policies cannot drift from what runs.
 */
export function RetentionTable(props: {
  statements: TRetentionStatement[];
  caption: string;
  withBasis?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Données
            </th>
            {props.withBasis ? (
              <th scope="col" className="px-4 py-3 font-semibold">
                Base légale
              </th>
            ) : null}
            <th scope="col" className="px-4 py-3 font-semibold">
              Durée de conservation
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 bg-white text-slate-700">
          {props.statements.map((row) => (
            <tr key={row.subject}>
              <th scope="row" className="px-4 py-3 align-top font-medium text-slate-900">
                {row.subject}
              </th>
              {props.withBasis ? <td className="px-4 py-3 align-top">{row.basis}</td> : null}
              <td className="px-4 py-3 align-top">{row.period}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

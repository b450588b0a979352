import { cn } from '#web/shared/ui/cn.ts';

export type TApiParameter = { name: string; type: string; description: string; required?: boolean };

export type TApiEndpoint = {
  id: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  title: string;
  description: string;
  parametersLabel: string;
  parameters: readonly TApiParameter[];
  example: string;
};

const METHOD_CLASSES: Record<TApiEndpoint['method'], string> = {
  GET: 'bg-emerald-100 text-emerald-800',
  POST: 'bg-brand-100 text-brand-800',
  PUT: 'bg-amber-100 text-amber-900',
};

export function ApiEndpointCard({ endpoint }: { endpoint: TApiEndpoint }) {
  return (
    <section
      aria-labelledby={`${endpoint.id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h3 id={`${endpoint.id}-title`} className="text-lg font-semibold text-slate-900">
        {endpoint.title}
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2 font-mono text-sm">
        <span className={cn('rounded px-2 py-0.5 font-semibold', METHOD_CLASSES[endpoint.method])}>
          {endpoint.method}
        </span>{' '}
        <code className="break-all text-slate-900">{endpoint.path}</code>
      </p>
      <p className="mt-3 text-slate-700">{endpoint.description}</p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">
            {endpoint.parametersLabel}
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Nom
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Type
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Description
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {endpoint.parameters.map((parameter) => (
              <tr key={parameter.name}>
                <th scope="row" className="px-3 py-2 font-mono font-medium text-slate-900">
                  {parameter.name}
                  {parameter.required ? ' ' : null}
                  {parameter.required ? (
                    <span className="ml-1 font-sans text-xs text-red-700">(requis)</span>
                  ) : null}
                </th>
                <td className="px-3 py-2 font-mono text-slate-600">{parameter.type}</td>
                <td className="px-3 py-2 text-slate-700">{parameter.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs text-slate-100">
        <code>{endpoint.example}</code>
      </pre>
    </section>
  );
}

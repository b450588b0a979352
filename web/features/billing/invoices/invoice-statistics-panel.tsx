import { Download } from 'lucide-react';
import { Link } from 'react-router';
import type { TInvoiceView } from '#domain/billing/invoices/invoice-schemas.ts';
import {
  axisEurosText,
  formatMonthLong,
  moneyAxisTicks,
} from '#domain/billing/invoices/invoice-statistics.ts';
import {
  invoiceExportFileName,
  type TInvoiceExportQuery,
  type TInvoiceStatistics,
  type TMonthRevenue,
  type TTopClient,
} from '#domain/billing/invoices/invoice-statistics-schemas.ts';
import { formatEuros } from '#domain/directory/professionals/money.ts';
import { formatCivilDateShort } from '#domain/kernel/text/civil-date-format.ts';
import { paths } from '#web/shared/paths.ts';
import { useStaff } from '#web/shared/session/use-session.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Card } from '#web/shared/ui/card.tsx';
import { ErrorBox } from '#web/shared/ui/error-box.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { invoiceArchiveUrl, invoiceExportUrl, useInvoiceStatistics } from './invoice-statistics-api';

export const STATISTICS_LOAD_ERROR = 'Impossible de charger vos statistiques. Veuillez réessayer.';

/**
 * « Mes paiements » figures: money received, invoiced, still owed, the last 12 months and the top clients; the
 * whole firm's with `view="firm"`.
 */
export function InvoiceStatisticsPanel(props: { view?: TInvoiceView }) {
  const query = useInvoiceStatistics(props.view);
  if (query.isPending) return <Spinner label="Chargement des statistiques…" />;
  if (query.isError)
    return (
      <div className="space-y-3">
        <ErrorBox message={STATISTICS_LOAD_ERROR} />
        <Button variant="outline" onClick={() => void query.refetch()}>
          Réessayer
        </Button>
      </div>
    );
  return <InvoiceStatistics statistics={query.data} wholeFirm={props.view === 'firm'} />;
}

export function InvoiceStatistics(props: { statistics: TInvoiceStatistics; wholeFirm?: boolean }) {
  const { statistics } = props;
  return (
    <section aria-label="Statistiques financières" className="space-y-6">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <FigureTile label="Encaissé ce mois-ci" cents={statistics.receivedThisMonthCents} />
        <FigureTile label="Facturé cette année" cents={statistics.invoicedThisYearCents} />
        <FigureTile label="Reste à encaisser" cents={statistics.outstandingCents} />
        <FigureTile
          label="dont en retard"
          cents={statistics.overdueCents}
          alert={statistics.overdueCents > 0}
        />
      </dl>
      <Card title="Encaissements des 12 derniers mois">
        <RevenueChart months={statistics.months} />
      </Card>
      <Card title="Meilleurs clients (12 derniers mois)">
        <TopClients clients={statistics.topClients} wholeFirm={props.wholeFirm === true} />
      </Card>
    </section>
  );
}

function FigureTile(props: { label: string; cents: number; alert?: boolean }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <dt className="text-sm text-slate-600">{props.label}</dt>
      <dd className={`mt-1 text-2xl font-bold ${props.alert ? 'text-red-700' : 'text-slate-900'}`}>
        {formatEuros(props.cents)}
      </dd>
    </div>
  );
}

/** What the chart shows, for a screen reader: the span, the total and the best month. */
export function revenueChartSummary(months: readonly TMonthRevenue[]): string {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return 'Aucun encaissement';
  const total = months.reduce((sum, month) => sum + month.receivedCents, 0);
  const span = `Encaissements de ${formatMonthLong(first.month)} à ${formatMonthLong(last.month)}`;
  if (total === 0) return `${span}\u00a0: aucun encaissement.`;
  const best = months.reduce((top, month) => (month.receivedCents > top.receivedCents ? month : top));
  return `${span}\u00a0: ${formatEuros(total)} au total, le plus en ${formatMonthLong(best.month)} (${formatEuros(best.receivedCents)}).`;
}

export const EMPTY_CHART = 'Aucun paiement sur la période';

/**
 * Money received per month: a graduated euro axis, the months in French under their bars (every other
 * one on a phone, so that they never overlap), the figures in a table for screen readers. A period with
 * nothing received says so in one line.
 */
function RevenueChart(props: { months: readonly TMonthRevenue[] }) {
  const { months } = props;
  if (months.every((month) => month.receivedCents === 0))
    return (
      <p role="img" aria-label={revenueChartSummary(months)} className="text-sm text-slate-600">
        {EMPTY_CHART}
      </p>
    );
  const ticks = moneyAxisTicks(Math.max(...months.map((month) => month.receivedCents)));
  const top = ticks.at(-1) ?? 1;
  return (
    <figure>
      <div role="img" aria-label={revenueChartSummary(months)} className="flex gap-2">
        <div aria-hidden="true" className="relative h-48 w-16 shrink-0 text-right text-xs text-slate-600">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-0 translate-y-1/2 whitespace-nowrap tabular-nums"
              style={{ bottom: `${(tick / top) * 100}%` }}
            >
              {axisEurosText(tick)}
            </span>
          ))}
        </div>
        <div className="min-w-0 flex-1">
          <div aria-hidden="true" className="relative h-48 border-b border-l border-slate-300">
            {ticks.slice(1).map((tick) => (
              <div
                key={tick}
                className="absolute inset-x-0 border-t border-dashed border-slate-200"
                style={{ bottom: `${(tick / top) * 100}%` }}
              />
            ))}
            <div className="absolute inset-0 grid grid-cols-12 items-end gap-1 px-1">
              {months.map((month) => (
                <div
                  key={month.month}
                  data-testid="revenue-bar"
                  title={`${formatMonthLong(month.month)}\u00a0: ${formatEuros(month.receivedCents)}`}
                  className="rounded-t bg-brand-600"
                  style={{ height: `${(month.receivedCents / top) * 100}%` }}
                />
              ))}
            </div>
          </div>
          <div
            aria-hidden="true"
            className="mt-1 hidden grid-cols-12 gap-1 px-1 text-center text-xs text-slate-600 sm:grid"
          >
            {months.map((month) => (
              <span key={month.month} className="truncate">
                {month.label.split(' ')[0]}
              </span>
            ))}
          </div>
          {/* On a phone every other month, over its bar and the one before it, ending at its own bar. */}
          <div
            aria-hidden="true"
            className="mt-1 grid grid-cols-12 gap-1 px-1 text-right text-xs text-slate-600 sm:hidden"
          >
            {months.map((month, index) =>
              (months.length - 1 - index) % 2 === 0 && index > 0 ? (
                <span
                  key={month.month}
                  className="whitespace-nowrap"
                  style={{ gridColumn: `${index} / span 2` }}
                >
                  {month.label.split(' ')[0]}
                </span>
              ) : null,
            )}
          </div>
        </div>
      </div>
      <figcaption className="mt-2 text-xs text-slate-600">
        Montants encaissés TTC, en euros, par mois de paiement.
      </figcaption>
      {/* The figures themselves, for those who cannot see the bars. */}
      <table className="sr-only">
        <caption>Encaissements par mois</caption>
        <thead>
          <tr>
            <th scope="col">Mois</th>
            <th scope="col">Encaissé</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{formatMonthLong(month.month)}</th>
              <td>{formatEuros(month.receivedCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function TopClients(props: { clients: readonly TTopClient[]; wholeFirm: boolean }) {
  // An accountant's role does not open the contacts, nor does a lawyer open a colleague's: the names stay plain.
  const linked = useStaff() === null && !props.wholeFirm;
  if (props.clients.length === 0)
    return <p className="text-sm text-slate-500">Aucune facture émise ces 12 derniers mois</p>;
  return (
    <ol aria-label="Meilleurs clients" className="divide-y divide-slate-100">
      {props.clients.map((client) => (
        <li
          key={`${client.clientContactId ?? ''}-${client.clientName}`}
          className="flex flex-wrap items-baseline justify-between gap-2 py-2"
        >
          <span className="font-medium text-slate-900">
            {linked && client.clientContactId !== null ? (
              <Link to={paths.pro.contact(client.clientContactId)} className="hover:underline">
                {client.clientName}
              </Link>
            ) : (
              client.clientName
            )}
          </span>
          <span className="text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{formatEuros(client.invoicedCents)}</span> facturés
            · {formatEuros(client.paidCents)} payés · {formatEuros(client.outstandingCents)} restant dus
          </span>
        </li>
      ))}
    </ol>
  );
}

/** « Exporter (CSV) » the invoices issued over a period, for the accountant (a plain download link). */
export function InvoiceExportLink(props: { period: TInvoiceExportQuery }) {
  const { from, to, view } = props.period;
  const span = `${view === 'firm' ? 'de tout le cabinet ' : ''}du ${formatCivilDateShort(from)} au ${formatCivilDateShort(to)}`;
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={invoiceExportUrl(props.period)}
        download={invoiceExportFileName(props.period)}
        aria-label={`Exporter (CSV) les factures ${span}`}
        className={EXPORT_LINK}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        Exporter (CSV)
      </a>
      <a
        href={invoiceArchiveUrl(props.period)}
        download
        aria-label={`Télécharger les PDF (zip) des factures ${span}`}
        className={EXPORT_LINK}
      >
        <Download className="h-4 w-4" aria-hidden="true" />
        PDF (zip)
      </a>
    </div>
  );
}

const EXPORT_LINK =
  'inline-flex h-9 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 hover:bg-slate-50';

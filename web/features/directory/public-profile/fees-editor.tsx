import { useEffect, useId, useState } from 'react';
import {
  feeText,
  PAYMENT_MEAN_LABELS,
  PAYMENT_MEANS,
  paymentMeansText,
} from '#domain/directory/professionals/fee-text.ts';
import { centsToEurosInput, parseEurosToCents } from '#domain/directory/professionals/money.ts';
import type {
  TFeeAmount,
  TFirstConsultationFee,
  TStatedFees,
} from '#domain/directory/professionals/professional-fees.ts';
import { Button } from '#web/shared/ui/button.tsx';
import { Input } from '#web/shared/ui/input.tsx';
import { ReadValue } from './profile-card';

/** Where a fee's error sits in the form's error tree (react-hook-form nests them like the value). */
export type TFeesErrors = {
  firstConsultation?: string | undefined;
  followUp?: string | undefined;
  urgent?: string | undefined;
  paymentMeans?: string | undefined;
  other?: string | undefined;
};

/** What « Renseigner mes honoraires » starts from: nothing stated yet but the first consultation's amount. */
export function emptyStatedFees(): TStatedFees {
  return {
    // NaN until an amount is typed: the schema refuses it with « Indiquez un montant en euros ».
    firstConsultation: { kind: 'amount', cents: Number.NaN },
    followUp: null,
    urgent: null,
    legalInsuranceAccepted: false,
    paymentMeans: [],
    paymentFacilities: false,
    acceptsLegalAid: false,
  };
}

type TKind = 'amount' | 'free' | 'quote' | 'none';
const KIND_LABELS: Record<TKind, string> = {
  amount: 'Montant',
  free: 'Gratuite',
  quote: 'Sur devis',
  none: 'Non indiqué',
};

/** An amount typed in euros, kept in cents; what is typed stays as typed until it is a new amount. */
function EurosInput(props: {
  id: string;
  label: string;
  cents: number;
  error: string | undefined;
  onChange: (cents: number) => void;
}) {
  const [text, setText] = useState(() =>
    Number.isFinite(props.cents) ? centsToEurosInput(props.cents) : '',
  );
  useEffect(() => {
    // A reset (« Annuler ») gives a new amount: show it.
    if (Number.isFinite(props.cents) && parseEurosToCents(text) !== props.cents)
      setText(centsToEurosInput(props.cents));
  }, [props.cents, text]);
  const errorId = `${props.id}-error`;
  return (
    <div className="flex items-center gap-2">
      <Input
        id={props.id}
        aria-label={props.label}
        inputMode="decimal"
        className="w-32"
        placeholder="ex. 120"
        value={text}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => {
          setText(event.target.value);
          props.onChange(parseEurosToCents(event.target.value) ?? Number.NaN);
        }}
      />
      <span className="text-sm text-slate-600" aria-hidden="true">
        €
      </span>
    </div>
  );
}

function FeeField<TFee extends TFirstConsultationFee | TFeeAmount>(props: {
  label: string;
  kinds: readonly TKind[];
  value: TFee | null;
  error: string | undefined;
  onChange: (value: TFee | null) => void;
}) {
  const id = useId();
  const kind: TKind = props.value?.kind ?? 'none';
  const choose = (next: TKind) => {
    if (next === kind) return;
    if (next === 'none') props.onChange(null);
    else if (next === 'amount') props.onChange({ kind: 'amount', cents: Number.NaN } as TFee);
    else props.onChange({ kind: next } as TFee);
  };
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={props.error ? errorId : undefined} className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{props.label}</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {props.kinds.map((option) => (
          <label key={option} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={id}
              className="h-4 w-4 border-control"
              checked={kind === option}
              onChange={() => choose(option)}
            />
            {KIND_LABELS[option]}
          </label>
        ))}
        {props.value?.kind === 'amount' ? (
          <EurosInput
            id={`${id}-montant`}
            label={`${props.label}\u00a0: montant en euros`}
            cents={props.value.cents}
            error={props.error}
            onChange={(cents) => props.onChange({ kind: 'amount', cents } as TFee)}
          />
        ) : null}
      </div>
      {props.error ? (
        <p id={errorId} className="text-sm text-red-600">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

function Checkbox(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="h-4 w-4 rounded border-control"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      {props.label}
    </label>
  );
}

/** « Honoraires » in the « Prestations et tarifs » card: what clients will see, and nothing else. */
export function FeesEditor(props: {
  value: TStatedFees | null;
  errors: TFeesErrors;
  onChange: (value: TStatedFees | null) => void;
}) {
  const legalAidName = useId();
  const fees = props.value;
  if (!fees) {
    return (
      <div className="space-y-3 rounded-lg border border-dashed border-slate-300 p-4">
        <p className="text-sm text-slate-700">
          Vous n'avez pas encore indiqué vos honoraires. Votre fiche n'est visible des clients qu'une fois vos
          honoraires renseignés.
        </p>
        <Button variant="outline" onClick={() => props.onChange(emptyStatedFees())}>
          Renseigner mes honoraires
        </Button>
      </div>
    );
  }
  const set = <K extends keyof TStatedFees>(key: K, value: TStatedFees[K]) =>
    props.onChange({ ...fees, [key]: value });
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Honoraires</legend>
      <FeeField
        label="Première consultation"
        kinds={['amount', 'free', 'quote']}
        value={fees.firstConsultation}
        error={props.errors.firstConsultation}
        onChange={(value) => {
          if (value) set('firstConsultation', value);
        }}
      />
      <FeeField
        label="Consultation de suivi"
        kinds={['amount', 'quote', 'none']}
        value={fees.followUp}
        error={props.errors.followUp}
        onChange={(value) => set('followUp', value)}
      />
      <FeeField
        label="Consultation urgente"
        kinds={['amount', 'quote', 'none']}
        value={fees.urgent}
        error={props.errors.urgent}
        onChange={(value) => set('urgent', value)}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Aide juridictionnelle</legend>
        <div className="flex flex-wrap gap-4">
          {(
            [
              [true, 'Acceptée'],
              [false, 'Non acceptée'],
            ] as const
          ).map(([accepted, label]) => (
            <label key={label} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={legalAidName}
                className="h-4 w-4 border-control"
                checked={fees.acceptsLegalAid === accepted}
                onChange={() => set('acceptsLegalAid', accepted)}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <Checkbox
        label="Assurances de protection juridique acceptées"
        checked={fees.legalInsuranceAccepted}
        onChange={(checked) => set('legalInsuranceAccepted', checked)}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Moyens de paiement acceptés</legend>
        <div className="flex flex-wrap gap-4">
          {PAYMENT_MEANS.map((mean) => (
            <Checkbox
              key={mean}
              label={PAYMENT_MEAN_LABELS[mean]}
              checked={fees.paymentMeans.includes(mean)}
              onChange={(checked) =>
                set(
                  'paymentMeans',
                  checked
                    ? PAYMENT_MEANS.filter((value) => value === mean || fees.paymentMeans.includes(value))
                    : fees.paymentMeans.filter((value) => value !== mean),
                )
              }
            />
          ))}
        </div>
        {props.errors.paymentMeans ? (
          <p className="text-sm text-red-600">{props.errors.paymentMeans}</p>
        ) : null}
      </fieldset>
      <Checkbox
        label="Facilités de paiement possibles"
        checked={fees.paymentFacilities}
        onChange={(checked) => set('paymentFacilities', checked)}
      />
      {props.errors.other ? <p className="text-sm text-red-600">{props.errors.other}</p> : null}
    </fieldset>
  );
}

/** The fees as the card reads them when not editing. */
export function FeesReadView({ fees }: { fees: TStatedFees | null }) {
  if (!fees) return <ReadValue label="Honoraires" value="" />;
  const fee = (value: TFirstConsultationFee | TFeeAmount | null) => (value ? feeText(value) : 'Non indiqué');
  const means = paymentMeansText(fees.paymentMeans);
  return (
    <dl aria-label="Honoraires" className="grid gap-4 sm:grid-cols-2">
      <ReadValue label="Première consultation" value={fee(fees.firstConsultation)} />
      <ReadValue label="Consultation de suivi" value={fee(fees.followUp)} />
      <ReadValue label="Consultation urgente" value={fee(fees.urgent)} />
      <ReadValue label="Aide juridictionnelle" value={fees.acceptsLegalAid ? 'Acceptée' : 'Non acceptée'} />
      <ReadValue
        label="Assurances de protection juridique"
        value={fees.legalInsuranceAccepted ? 'Acceptées' : 'Non acceptées'}
      />
      <ReadValue
        label="Moyens de paiement"
        value={means ? means.charAt(0).toUpperCase() + means.slice(1) : ''}
      />
      <ReadValue
        label="Facilités de paiement"
        value={fees.paymentFacilities ? 'Possibles' : 'Non proposées'}
      />
    </dl>
  );
}

import { z } from '../../../domain/zod-fr';

const requiredText = (requiredMessage: string, label: string, max: number) =>
  z.string().trim().min(1, requiredMessage).max(max, `${label} ne doit pas dépasser ${max} caractères`);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} ne doit pas dépasser ${max} caractères`);

/** The /pro/contact form (seed 001 §5): name, email, subject and message required. */
export const ZProContactForm = z.object({
  name: requiredText('Le nom est requis', 'Le nom', 100),
  email: z
    .string()
    .trim()
    .min(1, "L'adresse email est requise")
    .max(254, "L'adresse email est trop longue")
    .pipe(z.email('Adresse email invalide')),
  company: optionalText('Le cabinet', 150),
  phone: optionalText('Le téléphone', 30),
  subject: requiredText('Le sujet est requis', 'Le sujet', 150),
  message: requiredText('Le message est requis', 'Le message', 5000),
});

export type TProContactForm = z.infer<typeof ZProContactForm>;

export const EMPTY_PRO_CONTACT_FORM: TProContactForm = {
  name: '',
  email: '',
  company: '',
  phone: '',
  subject: '',
  message: '',
};

export const PRO_CONTACT_SENT_MESSAGE =
  'Votre message a été envoyé ! Nous vous répondrons dans les plus brefs délais.';

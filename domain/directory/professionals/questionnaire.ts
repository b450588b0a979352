import { z } from '#domain/kernel/zod-fr.ts';

/** A preparatory question a professional asks at booking (seed 000 §3 Questionnaire). */
export const ZQuestionnaireQuestion = z.discriminatedUnion('type', [
  z.object({ question: z.string().min(1).max(300), type: z.literal('text') }),
  z.object({ question: z.string().min(1).max(300), type: z.literal('textarea') }),
  z.object({
    question: z.string().min(1).max(300),
    type: z.literal('select'),
    options: z.array(z.string().min(1).max(100)).min(1).max(20),
  }),
]);
export type TQuestionnaireQuestion = z.infer<typeof ZQuestionnaireQuestion>;

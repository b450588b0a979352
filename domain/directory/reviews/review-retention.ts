import { formatRetentionPeriod, RETENTION } from '#domain/identity/privacy/retention-policy.ts';

/** How long a published review stays, and a refused one is kept, in the product's words. */
export function reviewRetentionSentence(): string {
  return `Un avis publié reste en ligne ${formatRetentionPeriod(RETENTION.publishedReviews)} après sa publication, puis il est supprimé, avec la réponse du professionnel. Un avis refusé est conservé ${formatRetentionPeriod(RETENTION.refusedReviews)} après la décision (pour répondre à une contestation), puis supprimé. Un avis est aussi supprimé avec le compte de son auteur.`;
}

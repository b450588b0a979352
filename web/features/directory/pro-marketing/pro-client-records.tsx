import {
  AVOCAT_LIABILITY_PRESCRIPTION,
  formatRetentionPeriod,
  RETENTION,
} from '#domain/identity/privacy/retention-policy.ts';

/** What the professional keeps when a client's account goes, and why (/pro/confidentialite, /pro/rgpd). */
export function ProClientRecords() {
  return (
    <>
      <p>
        Quand un client supprime son compte JurisRDV, ou que son compte est supprimé après{' '}
        {formatRetentionPeriod(RETENTION.inactiveAccount)} sans connexion, ses rendez-vous à venir avec vous
        sont annulés et vous en êtes prévenu par e-mail. Les rendez-vous tenus, leurs notes et documents, vos
        dossiers et vos contacts restent dans votre espace, avec le nom, l'e-mail et le téléphone du
        client&nbsp;: ce sont vos archives professionnelles.
      </p>
      <p>
        Vous en êtes responsable du traitement et les conservez selon vos propres obligations&#8239;; pour un
        avocat, l'action en responsabilité se prescrit par{' '}
        {formatRetentionPeriod(AVOCAT_LIABILITY_PRESCRIPTION)} à compter de la fin de la mission (article 2225
        du Code civil). JurisRDV ne les efface pas de lui-même. Vous pouvez supprimer un contact ou un
        document de rendez-vous à tout moment, et c'est à vous que vos clients s'adressent pour exercer leurs
        droits sur ces données.
      </p>
    </>
  );
}

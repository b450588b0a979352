/**
 * What a removal or a departure does, said in its confirmation. Inside the dialog's description, a <p> that
 * may not hold a <ul>: a list by its roles, so that every consequence is read out when the dialog opens.
 */
export function ConsequenceList(props: { consequences: readonly string[] }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <ul> may not sit inside the description's <p>.
    <span role="list" className="block list-disc space-y-1 pl-5">
      {props.consequences.map((consequence) => (
        // biome-ignore lint/a11y/useSemanticElements: inside the description's <p>, as the list.
        <span key={consequence} role="listitem" className="list-item">
          {consequence}
        </span>
      ))}
    </span>
  );
}

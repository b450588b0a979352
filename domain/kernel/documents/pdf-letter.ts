/**
 * A plain text document for the PDF pool (the « Déclaration à l'Ordre », issue 29 §2): pages of blocks, each
 * drawn in its style; every page after the first starts on a new sheet. Plain data, copied to the worker.
 */
export type TPdfLetterBlock = {
  style: 'title' | 'heading' | 'body' | 'strong' | 'small' | 'space';
  text: string;
  /** Drawn against the right margin (the addressee, the place and date). */
  right?: boolean;
};

export type TPdfLetter = {
  title: string;
  author: string;
  pages: { blocks: TPdfLetterBlock[] }[];
};

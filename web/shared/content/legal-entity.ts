// The publisher's details live in domain/ (the « Déclaration à l'Ordre » PDF drawn by the server names them too).
export { LEGAL_ENTITY } from '#domain/kernel/content/legal-entity.ts';

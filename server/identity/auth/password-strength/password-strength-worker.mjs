// Runs zxcvbn-ts off the main thread: one estimate of a crafted 128-character password costs up to a
// second of CPU, which on the event loop would stall every other request. Plain JavaScript so that Node
// runs it as is, from the sources (tests, tsx) and from dist/server (copied there by the build).
import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as frenchDictionary, translations } from '@zxcvbn-ts/language-fr';

// Words tied to this site: a password built on them is guessed first by anyone attacking JurisRDV.
const SITE_WORDS = [
  'jurisrdv',
  'juris',
  'rdv',
  'avocat',
  'avocate',
  'notaire',
  'huissier',
  'commissaire',
  'justice',
  'juridique',
  'cabinet',
  'consultation',
];

const estimator = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...frenchDictionary, 'site-jurisrdv': SITE_WORDS },
  // The matchers cost grows with the length and the number of look-alike characters; past 64 characters
  // a password is judged on its first 64 (NIST asks to accept at least 64).
  maxLength: 64,
  l33tMaxSubstitutions: 20,
});

parentPort?.on('message', (request) => {
  const result = estimator.check(request.password, request.userInputs);
  parentPort?.postMessage({
    id: request.id,
    score: result.score,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  });
});
